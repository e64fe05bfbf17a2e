import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateFiles, OPERATION_DIR } from '../scripts/codegen';
import { contractPath, generatedDir, readContract } from '../scripts/generate';

describe('generated sources', () => {
  it('match what the contract generates now (run `npm run generate -w @hangjia/sdk` when this fails)', async () => {
    let contract: Record<string, unknown>;
    try {
      contract = readContract();
    } catch {
      throw new Error(`No contract at ${contractPath}: run \`npm run build -w @hangjia/openapi\` first`);
    }
    const files = await generateFiles(contract);
    for (const [name, source] of Object.entries(files)) {
      const committed = readFileSync(join(generatedDir, name), 'utf8');
      expect(committed === source, `src/generated/${name} differs from the contract`).toBe(true);
    }
    // and no module of an operation the contract no longer has
    const modules = readdirSync(join(generatedDir, OPERATION_DIR)).map((file) => `${OPERATION_DIR}/${file}`);
    expect(modules.filter((name) => !(name in files))).toEqual([]);
  }, 30_000);
});
