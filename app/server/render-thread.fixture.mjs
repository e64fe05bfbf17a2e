// A server bundle for render-thread.test.ts: pages made of their path, and paths that fail, never
// end or stop the thread.
import { readFileSync } from 'node:fs';
import { PassThrough, Readable } from 'node:stream';

/** This thread's nice value (Linux: /proc/thread-self/stat, the 19th field after the name). */
const niceOfThisThread = () => {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16];
};

export function createRenderer() {
  return {
    /** @param {{ path: string }} page */
    async renderShared(page) {
      if (page.path === '/fail') throw new Error('the page failed');
      if (page.path === '/stop') process.exit(3);
      const text = page.path === '/nice' ? `nice ${niceOfThisThread()}` : `<p>${page.path}</p>`.repeat(50);
      return { status: 200, headers: { 'server-timing': 'shell;dur=1' }, body: Readable.from([text]), complete: Promise.resolve(true) };
    },
    /** @param {{ url: string }} page @param {AbortSignal} signal */
    async renderPrivate(page, signal) {
      const body = new PassThrough();
      let settle = (/** @type {boolean} */ _complete) => {};
      const complete = new Promise((resolve) => (settle = resolve));
      body.write(`<p>${page.url}</p>`);
      if (page.url === '/endless') {
        // Ends only when the visitor leaves.
        signal.addEventListener('abort', () => (body.end(), settle(false)));
      } else {
        body.end('<p>end</p>');
        settle(true);
      }
      return { status: 200, headers: {}, body, complete };
    },
    shell: () => '<div id="root"></div>',
    scriptHashes: ['sha256-fixture'],
    apiBase: '',
  };
}
