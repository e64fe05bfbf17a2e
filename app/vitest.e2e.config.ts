import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.source';
import { LongestFirst } from './e2e/sequencer';

// Browser tests: Debian's Chromium (playwright-core) over the production build and the mock.
// globalSetup builds what is missing, starts the mock on 4010 and serves app/dist on 5173.
export default defineProject({
  ...sourceConditions,
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Files run side by side, one per core: each browser context has its own sandbox of the
    // mock's state. A third file on two cores gained no time (431 s either way, from a clean clone)
    // and cost 834 processor-seconds against 763: the files only took turns, and every wait of
    // theirs stretched. On one core (`taskset -c 0`) the files run one at a time.
    fileParallelism: true,
    maxWorkers: availableParallelism(),
    // A worker's files share their modules, and so one browser (e2e/browser.ts useBrowser).
    isolate: false,
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll waits for its condition as long as a Playwright step waits for an element
    // (e2e/browser.ts: 20 s), not vitest's 1 s: on a busy machine a page can take longer than a
    // second to show what a test waits for (a sign-in's answer, a list's next page).
    expect: { poll: { timeout: 20_000 } },
  },
});
