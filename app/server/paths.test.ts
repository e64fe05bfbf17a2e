import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { appDir, rootDir, serverNodeOptions } from './paths.mjs';

const serveScript = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts.serve as string;

test('npm run serve starts the server with its Node options, from the root and from the app', () => {
  expect(serverNodeOptions).toContain('--single-threaded');
  for (const dir of [rootDir, appDir]) {
    expect(serveScript(dir)).toMatch(new RegExp(`^node ${serverNodeOptions.join(' ')} (app/)?scripts/server\\.mjs$`));
  }
});
