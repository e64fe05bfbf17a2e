// The bound on renders: at most `concurrency` at once in a process, and a new one only while the
// process has room: its event loop busy less than `maxBusy` of the last tenth of a second (a
// render waiting for the API costs nothing; one that computes takes the loop from the cached
// pages). So a flood of new URLs gets what is left after the cached pages, never the whole core,
// and a busy process still starts one render a tick. Behind them a short queue with a deadline; a
// render that finds the queue full, or waits past the deadline, is shed.
import { performance } from 'node:perf_hooks';

/** A render that was not started: the queue was full or its deadline passed. */
export class RenderShed extends Error {
  /** @param {'queue-full' | 'deadline'} why */
  constructor(why) {
    super(`render shed (${why})`);
    this.name = 'RenderShed';
    this.why = why;
  }
}

/** How often the loop's business is read, and a waiting render may start if there is room. */
export const TICK_MS = 100;

/** The share of the last tick the event loop was busy (0–1), read once a tick. */
function loopBusiness() {
  let last = performance.eventLoopUtilization();
  let busy = 0;
  setInterval(() => {
    const now = performance.eventLoopUtilization();
    busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
  }, TICK_MS).unref();
  return () => busy;
}

/**
 * @param {{ concurrency: number, queue: number, deadlineMs: number, maxBusy?: number, busy?: () => number }} options
 *   `busy` (tests) stands for the loop's business, read on each start.
 */
export function createRenderLimit({ concurrency, queue, deadlineMs, maxBusy = 0.5, busy = loopBusiness() }) {
  let active = 0;
  /** @type {{ start: () => void, timer: NodeJS.Timeout }[]} */
  const waiting = [];
  let shed = 0;
  /** When the last render started (ms): a busy process still starts one a tick. */
  let lastStart = -Infinity;

  const room = () => active < concurrency && (busy() < maxBusy || Date.now() - lastStart >= TICK_MS);
  const begin = () => {
    active++;
    lastStart = Date.now();
  };
  /** Starts the waiting renders there is room for. */
  function admit() {
    while (waiting.length && room()) {
      const next = /** @type {{ start: () => void, timer: NodeJS.Timeout }} */ (waiting.shift());
      clearTimeout(next.timer);
      begin();
      next.start();
    }
  }
  const ticker = setInterval(admit, TICK_MS);
  ticker.unref();

  /** @returns {Promise<void>} a slot, or RenderShed */
  function acquire() {
    if (!waiting.length && room()) {
      begin();
      return Promise.resolve();
    }
    if (waiting.length >= queue) {
      shed++;
      return Promise.reject(new RenderShed('queue-full'));
    }
    return new Promise((resolve, reject) => {
      const entry = {
        start: () => resolve(),
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          shed++;
          reject(new RenderShed('deadline'));
        }, deadlineMs),
      };
      waiting.push(entry);
    });
  }

  function release() {
    active--;
    admit();
  }

  return {
    /**
     * Runs `render` in a slot; the slot is held until `done(result)` settles (a streamed page
     * holds it until its body has ended).
     * @template T
     * @param {() => Promise<T>} render
     * @param {(result: T) => Promise<unknown>} [done]
     * @returns {Promise<T>}
     */
    async run(render, done) {
      await acquire();
      let result;
      try {
        result = await render();
      } catch (error) {
        release();
        throw error;
      }
      if (done) done(result).finally(release);
      else release();
      return result;
    },
    /** Renders running, waiting, and shed so far. */
    stats: () => ({ active, waiting: waiting.length, shed }),
  };
}
