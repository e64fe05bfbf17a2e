import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest browser-test files first, so that three workers finish together (vitest would put
 * them by file size on a fresh checkout, and the small files that visit every page would come
 * last). The chaos file comes first: it mostly waits on sockets and timeouts, so the browser files
 * beside it fill the machine. Figures: seconds per
 * file in a run of the whole suite on 2 cores (contexts kept between tests, e2e/reuse.ts), or of the
file alone where it was cut down to one visit (what a component test sees runs in jsdom).
 */
const LONGEST_FIRST = [
  'chaos', // 141–291 s, mostly waiting
  'looks', // 115–128 s alone: one visit a page at 1440 px, narrowed to 375 px
  'faults', // 134–138 s: the server's HTML of 312 pages, 41 pages in the browser
  'awards', // 84 s alone: five award pages at 1440 px, again on a phone
  'shared-pages', // 63 s
  'keyboard', // 62–90 s
  'first-load', // 61 s
  'ssr', // 58–75 s
  'routes', // 52 s
  'sc-workspace', // 50–85 s alone: one visit
  'sc-data', // one visit, each data page at two widths
  'questions', // 45 s
  'first-screen', // 41 s
  'events', // 35 s alone
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
