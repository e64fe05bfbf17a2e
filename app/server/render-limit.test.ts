import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createRenderLimit, RenderShed } from './render-limit.mjs';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A render that ends when told. */
function pending() {
  let end!: () => void;
  const done = new Promise<string>((resolve) => (end = () => resolve('page')));
  return { render: () => done, end };
}

describe('the render limit', () => {
  test('at most `concurrency` renders at once; the next waits in the queue and starts when one ends', async () => {
    const limit = createRenderLimit({ concurrency: 2, queue: 4, deadlineMs: 1000 });
    const [a, b, c] = [pending(), pending(), pending()];
    const started: string[] = [];
    const run = (name: string, p: ReturnType<typeof pending>) => limit.run(() => (started.push(name), p.render()));
    const all = [run('a', a), run('b', b), run('c', c)];
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a', 'b']);
    expect(limit.stats()).toEqual({ active: 2, waiting: 1, shed: 0 });
    a.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a', 'b', 'c']);
    b.end();
    c.end();
    await expect(Promise.all(all)).resolves.toEqual(['page', 'page', 'page']);
    expect(limit.stats()).toEqual({ active: 0, waiting: 0, shed: 0 });
  });

  test('a full queue sheds at once; a render that waits past the deadline is shed then', async () => {
    const limit = createRenderLimit({ concurrency: 1, queue: 1, deadlineMs: 500 });
    const slow = pending();
    const first = limit.run(slow.render);
    const queued = limit.run(async () => 'late');
    await expect(limit.run(async () => 'never')).rejects.toMatchObject({ name: 'RenderShed', why: 'queue-full' });
    const shedLater = expect(queued).rejects.toBeInstanceOf(RenderShed);
    await vi.advanceTimersByTimeAsync(500);
    await shedLater;
    expect(limit.stats()).toEqual({ active: 1, waiting: 0, shed: 2 });
    slow.end();
    await expect(first).resolves.toBe('page');
    expect(limit.stats().active).toBe(0);
  });

  test('a failed render gives its slot back; a streamed one holds it until its body has ended', async () => {
    const limit = createRenderLimit({ concurrency: 1, queue: 0, deadlineMs: 500 });
    await expect(limit.run(async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(limit.stats().active).toBe(0);
    let bodyEnded!: () => void;
    const body = new Promise<void>((resolve) => (bodyEnded = resolve));
    await expect(limit.run(async () => 'shell', () => body)).resolves.toBe('shell');
    expect(limit.stats().active).toBe(1);
    bodyEnded();
    await vi.advanceTimersByTimeAsync(0);
    expect(limit.stats().active).toBe(0);
  });
});
