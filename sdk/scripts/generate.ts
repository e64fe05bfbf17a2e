// Writes src/generated/ from the bundled contract (build it first: npm run build -w @hangjia/openapi).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateFiles, OPERATION_DIR } from './codegen';

const sdk = join(dirname(fileURLToPath(import.meta.url)), '..');
export const contractPath = join(sdk, '..', 'openapi', 'dist', 'openapi.json');
export const generatedDir = join(sdk, 'src', 'generated');

export function readContract(): Record<string, unknown> {
  return JSON.parse(readFileSync(contractPath, 'utf8')) as Record<string, unknown>;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = await generateFiles(readContract());
  // An operation gone from the contract leaves no module behind.
  rmSync(join(generatedDir, OPERATION_DIR), { recursive: true, force: true });
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(dirname(join(generatedDir, name)), { recursive: true });
    writeFileSync(join(generatedDir, name), source);
  }
  const ops = Object.keys(files).filter((name) => name.startsWith(`${OPERATION_DIR}/`)).length;
  console.log(`sdk: ${ops} operations generated into src/generated/`);
}
