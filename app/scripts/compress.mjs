// Compresses the browser's files once, at build time: beside each text file a `.br` (brotli at its
// best quality) and a `.gz` (gzip -9), which the server sends as they are to clients that take them.
// `node app/scripts/compress.mjs [dir]` (default app/dist/client).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map']);

/** Writes the compressed copies of the text files under `dir` (the template index.html excepted). Returns how many. */
/** @param {string} dir */
export function compressBuild(dir) {
  let count = 0;
  const walk = (/** @type {string} */ folder) => {
    for (const name of readdirSync(folder)) {
      const file = join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (TEXT.has(extname(name)) && statSync(file).size > 256) {
        const data = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        count++;
      }
    }
  };
  walk(dir);
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../dist/client', import.meta.url));
  console.log(`compressed ${compressBuild(dir)} files in ${dir}`);
}
