// The render thread's side (render-thread.mjs starts it): the server bundle's renderer, at a lower
// priority than the thread that answers requests. A shared page comes back whole and prepared
// (compressed here too, so that its cost stays on this thread); a visitor's own page comes back
// in the pieces React sends, as it sends them.
import { setPriority } from 'node:os';
import { text } from 'node:stream/consumers';
import { parentPort, workerData } from 'node:worker_threads';
import { preparePage } from './render-cache.mjs';

/** @type {{ entry: string, options: import('../src/server/types').RendererOptions, nice: number }} */
const { entry, options, nice } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

// Linux keeps a nice value per thread: this lowers the renders only, never the answers of pages kept.
try {
  setPriority(nice);
} catch {
  // Not permitted here: the renders keep the process's priority.
}

/** @type {typeof import('../src/entry-server')} */
const { createRenderer } = await import(entry);
const renderer = createRenderer(options);
/** Private renders under way, by id, so that a visitor who leaves stops theirs. @type {Map<number, AbortController>} */
const aborts = new Map();

/** @param {number} id @param {unknown} error */
const fail = (id, error) => port.postMessage({ id, type: 'error', message: error instanceof Error ? error.message : String(error) });

/** @param {number} id @param {import('../src/server/context').SharedPage} page */
async function shared(id, page) {
  const rendered = await renderer.renderShared(page);
  const html = rendered.body ? await text(rendered.body) : '';
  const cookies = rendered.headers['set-cookie'] ?? [];
  const prepared = preparePage({ status: rendered.status, headers: rendered.headers, html, complete: (await rendered.complete) && !cookies.length });
  port.postMessage({ id, type: 'page', page: prepared });
}

/** @param {number} id @param {import('../src/server/context').PrivatePage} page */
async function own(id, page) {
  const abort = new AbortController();
  aborts.set(id, abort);
  try {
    const rendered = await renderer.renderPrivate(page, abort.signal);
    port.postMessage({ id, type: 'head', status: rendered.status, headers: rendered.headers, body: Boolean(rendered.body) });
    if (rendered.body) for await (const chunk of rendered.body) port.postMessage({ id, type: 'chunk', chunk });
    port.postMessage({ id, type: 'end', complete: await rendered.complete });
  } finally {
    aborts.delete(id);
  }
}

port.on('message', (/** @type {{ id: number, type: 'shared' | 'private' | 'abort', page?: any }} */ message) => {
  const { id, type, page } = message;
  if (type === 'abort') aborts.get(id)?.abort();
  else (type === 'shared' ? shared(id, page) : own(id, page)).catch((error) => fail(id, error));
});
port.postMessage({ type: 'ready', shell: renderer.shell(), scriptHashes: renderer.scriptHashes, apiBase: renderer.apiBase });
