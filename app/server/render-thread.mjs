// Renders run on a thread of their own (render-worker.mjs), at a lower priority: the thread that
// answers requests only hands pages over, so a page kept in the render cache is answered at once
// however many renders a flood of new URLs has started, and when the processor is short it goes
// to those answers first. A thread that dies fails the renders it held and is started again.
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { Worker } from 'node:worker_threads';

/**
 * @typedef {import('./render-cache.mjs').PreparedPage} PreparedPage
 * @typedef {import('../src/server/context').SharedPage} SharedPage
 * @typedef {import('../src/server/context').PrivatePage} PrivatePage
 * @typedef {import('../src/server/types').RenderedPage} RenderedPage
 * @typedef {{ resolve: (value: any) => void, reject: (error: Error) => void, body?: PassThrough, settle?: (complete: boolean) => void }} Pending
 */

const workerFile = join(import.meta.dirname, 'render-worker.mjs');

/** A body as the thread sent it (a Uint8Array), as a Buffer again, without a copy. */
const asBuffer = (/** @type {Uint8Array} */ bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Starts the render thread over the server bundle `entry` (a file URL); resolves once it is ready.
 * `nice` is its priority on Linux (0 as the process, up to 19 the lowest).
 * @param {{ entry: string, options: import('../src/server/types').RendererOptions, nice: number }} settings
 */
export async function startRenderThread({ entry, options, nice }) {
  /** @type {Map<number, Pending>} */
  const pending = new Map();
  let nextId = 0;
  let closing = false;
  /** @type {Worker} */
  let worker;
  /** @type {{ shell: string, scriptHashes: string[], apiBase: string }} */
  let fixed;

  /** @param {any} message */
  function onMessage(message) {
    const job = pending.get(message.id);
    if (!job) return;
    switch (message.type) {
      case 'page': {
        const page = message.page;
        for (const encoding of Object.keys(page.bodies)) page.bodies[encoding] = asBuffer(page.bodies[encoding]);
        pending.delete(message.id);
        return job.resolve(page);
      }
      case 'head': {
        let settle = /** @type {(complete: boolean) => void} */ (() => {});
        const complete = new Promise((resolve) => (settle = resolve));
        const body = message.body ? new PassThrough() : undefined;
        Object.assign(job, { body, settle });
        if (!body) pending.delete(message.id);
        job.resolve({ status: message.status, headers: message.headers, body: body ?? null, complete });
        if (!body) settle(true);
        return;
      }
      case 'chunk':
        return void job.body?.write(message.chunk);
      case 'end':
        pending.delete(message.id);
        job.body?.end();
        return job.settle?.(message.complete);
      case 'error':
        pending.delete(message.id);
        return fail(job, new Error(message.message));
    }
  }

  /** @param {Pending} job @param {Error} error */
  function fail(job, error) {
    if (job.body) {
      job.body.destroy(error);
      job.settle?.(false);
    } else job.reject(error);
  }

  /** @returns {Promise<void>} once the new thread has its renderer */
  function start() {
    worker = new Worker(workerFile, { workerData: { entry, options, nice } });
    return new Promise((resolve, reject) => {
      worker.on('message', (message) => {
        if (message.type !== 'ready') return onMessage(message);
        fixed = message;
        resolve();
      });
      worker.once('error', reject);
      worker.once('exit', (code) => {
        const error = new Error(`the render thread stopped (exit code ${code})`);
        reject(error);
        for (const job of pending.values()) fail(job, error);
        pending.clear();
        if (!closing) start().catch((error) => console.error('the render thread could not start again:', error));
      });
    });
  }

  /** @param {'shared' | 'private'} type @param {SharedPage | PrivatePage} page @returns {[number, Promise<any>]} */
  function ask(type, page) {
    const id = nextId++;
    const answer = new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    worker.postMessage({ id, type, page });
    return [id, answer];
  }

  await start();
  return {
    /** The page shell (the browser renders everything): the fallback when rendering fails. */
    get shell() {
      return fixed.shell;
    },
    /** The inline scripts every page may carry, as Content-Security-Policy sources. */
    get scriptHashes() {
      return fixed.scriptHashes;
    },
    /** The API's base in the browser when it is another origin, else ''. */
    get apiBase() {
      return fixed.apiBase;
    },
    /**
     * The shared page of a key, rendered and prepared for the render cache.
     * @param {SharedPage} page
     * @returns {Promise<PreparedPage>}
     */
    renderShared: (page) => ask('shared', page)[1],
    /**
     * A visitor's own page, its body streamed as it is rendered; `signal` stops it.
     * @param {PrivatePage} page
     * @param {AbortSignal} signal
     * @returns {Promise<RenderedPage>}
     */
    renderPrivate(page, signal) {
      const [id, answer] = ask('private', page);
      signal.addEventListener('abort', () => worker.postMessage({ id, type: 'abort' }), { once: true });
      return answer;
    },
    /** Stops the thread (renders under way fail). */
    async close() {
      closing = true;
      await worker.terminate();
    },
  };
}
