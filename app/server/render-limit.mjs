// The bound on renders: at most `concurrency` at once in a process, a short queue behind them
// with a deadline; a render that finds the queue full, or waits past the deadline, is shed. A
// cached page never waits in this queue, and the renders run on their own thread at a lower
// priority (render-thread.mjs): a flood of new URLs fills this queue, not the answering thread.

/** A render that was not started: the queue was full or its deadline passed. */
export class RenderShed extends Error {
  /** @param {'queue-full' | 'deadline'} why */
  constructor(why) {
    super(`render shed (${why})`);
    this.name = 'RenderShed';
    this.why = why;
  }
}

/**
 * @param {{ concurrency: number, queue: number, deadlineMs: number }} options
 */
export function createRenderLimit({ concurrency, queue, deadlineMs }) {
  let active = 0;
  /** @type {{ start: () => void, timer: NodeJS.Timeout }[]} */
  const waiting = [];
  let shed = 0;

  /** A slot is free: the first waiting render takes it, or it is counted free. */
  function release() {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    } else {
      active--;
    }
  }

  /** @returns {Promise<void>} a slot, or RenderShed */
  function acquire() {
    if (active < concurrency) {
      active++;
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
