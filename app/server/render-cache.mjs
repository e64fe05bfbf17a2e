// The render cache: the pages of anonymous visitors, kept whole (identity, gzip and brotli) in an
// LRU bounded in bytes. A page is fresh for `sMaxAge` seconds; then, for `staleWhileRevalidate`
// seconds, it is still served (STALE) while one render makes the next; and while renders fail
// (the API down), the last good page is served for `staleIfError` seconds. Requests for a page
// being rendered wait for that render: 200 visitors of a cold page cost one render.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * @typedef {object} PreparedPage
 * @property {number} status
 * @property {Record<string, string | string[]>} headers
 * @property {boolean} complete Rendered whole, no call failed: a page a cache may keep.
 * @property {string} tag
 * @property {number} storedAt
 * @property {Record<'identity' | 'gzip' | 'br', Buffer>} bodies
 * @property {Record<'identity' | 'gzip' | 'br', string>} etags
 * @property {number} size
 */

/**
 * A page made ready to send many times: its text in three encodings and their entity tags (one
 * per encoding, so that a cache in between never mixes a compressed body with another's tag).
 * Compressed on the calling thread: the render thread's (render-worker.mjs), at its priority.
 * @param {{ status: number, headers: Record<string, string | string[]>, html: string, complete: boolean }} page
 * @returns {PreparedPage}
 */
export function preparePage({ status, headers, html, complete }) {
  const body = Buffer.from(html);
  const gz = gzipSync(body, { level: 6 });
  // Quality 5 of 11: close to the best size for HTML at a small fraction of its time.
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return {
    status,
    headers,
    complete,
    tag,
    storedAt: Date.now(),
    bodies: { identity: body, gzip: gz, br },
    etags: { identity: `"${tag}"`, gzip: `"${tag}-gz"`, br: `"${tag}-br"` },
    size: body.length + gz.length + br.length + 512,
  };
}

/**
 * `render(key)` resolves to a prepared page (see `preparePage`); `complete: false` pages are
 * answered but never kept. Options in seconds; `maxBytes` 0 keeps nothing (every page renders,
 * though requests for a page being rendered still share the render).
 */
/**
 * @param {{ maxBytes: number, sMaxAge: number, staleWhileRevalidate: number, staleIfError: number, now?: () => number, onError?: (error: unknown) => void }} options
 */
export function createRenderCache({ maxBytes, sMaxAge, staleWhileRevalidate, staleIfError, now = () => Date.now(), onError = () => {} }) {
  const keep = maxBytes > 0 && sMaxAge > 0;
  const lru = keep
    ? new LRUCache(/** @type {LRUCache.Options<string, PreparedPage, unknown>} */ ({
        maxSize: maxBytes,
        sizeCalculation: (page) => page.size,
        // Past this age a page serves no purpose.
        ttl: (sMaxAge + Math.max(staleWhileRevalidate, staleIfError)) * 1000,
        ttlAutopurge: false,
        allowStale: false,
      }))
    : null;
  /** Renders under way, by key. @type {Map<string, Promise<PreparedPage>>} */
  const renders = new Map();
  let renderCount = 0;

  /**
   * One render per key at a time; a good page is kept.
   * @param {string} key
   * @param {() => Promise<PreparedPage>} render
   */
  function renderOnce(key, render) {
    let pending = renders.get(key);
    if (!pending) {
      renderCount++;
      pending = Promise.resolve()
        .then(render)
        .then((page) => {
          if (page.complete && page.status === 200) lru?.set(key, { ...page, storedAt: now() });
          return page;
        })
        .finally(() => renders.delete(key));
      renders.set(key, pending);
      return { pending, leader: true };
    }
    return { pending, leader: false };
  }

  const ageOf = (/** @type {PreparedPage} */ page) => (now() - page.storedAt) / 1000;

  /**
   * The page for `key`, with its cache state: `MISS` (this request rendered it), `HIT` (kept, or
   * rendered for another request that came first), `STALE` (older than `sMaxAge`: revalidating,
   * or the render failed or was shed). `stale` says why a stale page was served.
   */
  /**
   * @param {string} key
   * @param {() => Promise<PreparedPage>} render
   * @returns {Promise<{ page: PreparedPage, state: 'HIT' | 'MISS' | 'STALE', stale?: 'revalidating' | 'error' | 'shed', age: number }>}
   */
  async function get(key, render) {
    const kept = lru?.get(key);
    if (kept) {
      const age = ageOf(kept);
      if (age < sMaxAge) return { page: kept, state: 'HIT', age };
      if (age < sMaxAge + staleWhileRevalidate) {
        const { pending } = renderOnce(key, render);
        pending.catch(onError);
        return { page: kept, state: 'STALE', stale: 'revalidating', age };
      }
    }
    const { pending, leader } = renderOnce(key, render);
    let page;
    try {
      page = await pending;
    } catch (error) {
      // A render the process had no room for (render-limit.mjs): the page kept, however old.
      const shed = error instanceof Error && error.name === 'RenderShed';
      if (kept && (shed || ageOf(kept) < sMaxAge + staleIfError)) {
        if (!shed) onError(error);
        return { page: kept, state: 'STALE', stale: shed ? 'shed' : 'error', age: ageOf(kept) };
      }
      throw error;
    }
    if (!page.complete && kept && ageOf(kept) < sMaxAge + staleIfError) return { page: kept, state: 'STALE', stale: 'error', age: ageOf(kept) };
    return { page, state: leader ? 'MISS' : 'HIT', age: 0 };
  }

  return {
    get,
    /** How many renders were started (the bench and tests count them). */
    get renders() {
      return renderCount;
    },
    /** Pages kept and their bytes. */
    stats: () => ({ pages: lru?.size ?? 0, bytes: lru?.calculatedSize ?? 0 }),
    clear: () => lru?.clear(),
  };
}
