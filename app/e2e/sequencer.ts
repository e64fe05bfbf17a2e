import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest browser-test files first, so that three workers finish together (vitest would put
 * them by file size on a fresh checkout, and the small files that visit every page would come
 * last). The chaos file comes first: it mostly waits on sockets and timeouts, so the browser files
 * beside it fill the machine. Figures: seconds per
 * file in a run of the whole suite on 2 cores (contexts kept between tests, e2e/reuse.ts).
 */
const LONGEST_FIRST = [
  'chaos', // 234–291 s, mostly waiting
  'awards', // 205–268 s
  'looks-desktop', // 122–269 s
  'sc-workspace', // 177 s
  'looks-mobile', // 86–185 s
  'sc-data', // 145–148 s
  'faults', // 134 s: the server's HTML of 312 pages, 41 pages in the browser
  'content-pages', // 117–123 s
  'accounts', // 109 s
  'events', // 51–104 s
  'dialog-triggers', // 39–95 s
  'keyboard', // 70–90 s
  'shared-pages', // 74 s with 50 requests a route, now 16
  'ssr', // 68–75 s
  'api-reference', // 26–72 s
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
