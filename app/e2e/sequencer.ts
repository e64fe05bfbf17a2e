import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest browser-test files first, so that the workers (one per core) finish together (vitest
 * would put them by file size on a fresh checkout, and the small files that visit every page would
 * come last). The chaos file comes first: it mostly waits on sockets and timeouts, so the browser
 * files beside it fill the machine. Figures: seconds per file in a run of the whole suite pinned to
 * one core (`taskset -c 0 npm test` from a clean clone), where a file's time is about its
 * processor time.
 */
const LONGEST_FIRST = [
  'chaos', // 99 s, mostly waiting
  'looks', // 96 s: one visit a page at 1440 px, narrowed to 375 px
  'faults', // 82 s: the server's HTML of 312 pages, 41 pages in the browser
  'ssr', // 47 s
  'awards', // 36 s: five award pages at 1440 px, again on a phone
  'first-load', // 33 s
  'keyboard', // 31 s
  'flows', // 26 s
  'routes', // 22 s
  'first-screen', // 21 s
  'sc-data', // 19 s
  'nginx', // 19 s
  'api-reference', // 18 s
  'questions', // 17 s
];

const rank = (spec: TestSpecification) => {
  const name = spec.moduleId.split('/').pop()!.replace(/\.e2e\.ts$/, '');
  const i = LONGEST_FIRST.indexOf(name);
  return i === -1 ? LONGEST_FIRST.length : i;
};

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
