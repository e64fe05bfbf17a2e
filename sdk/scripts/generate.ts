// Writes src/generated/ from the bundled contract (build it first: npm run build -w @hangjia/openapi).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateFiles } from './codegen';

const sdk = join(dirname(fileURLToPath(import.meta.url)), '..');
export const contractPath = join(sdk, '..', 'openapi', 'dist', 'openapi.json');
export const generatedDir = join(sdk, 'src', 'generated');

export function readContract(): Record<string, unknown> {
  return JSON.parse(readFileSync(contractPath, 'utf8')) as Record<string, unknown>;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = await generateFiles(readContract());
  mkdirSync(generatedDir, { recursive: true });
  for (const [name, source] of Object.entries(files)) writeFileSync(join(generatedDir, name), source);
  const ops = (files['operations.ts'].match(/^export const \w+ = \{/gm) ?? []).length;
  console.log(`sdk: ${ops} operations generated into src/generated/`);
}
