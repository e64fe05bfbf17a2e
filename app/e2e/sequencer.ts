import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest browser-test files first, so that three workers finish together (vitest would put
 * them by file size on a fresh checkout, and the small files that visit every page would come
 * last). Figures: seconds per file in a run of the whole suite on 2 cores.
 */
const LONGEST_FIRST = [
  'awards', // 200–253 s
  'sc-workspace', // 205–208 s
  'looks-desktop', // 109–184 s
  'faults', // the server's HTML of 312 pages, 78 pages in the browser
  'looks-mobile', // 169 s
  'sc-data', // 143 s
  'dialog-triggers', // 104–139 s alone on a busy machine
  'events', // 136 s
  'content-pages', // 128 s
  'keyboard', // 123 s alone on a busy machine
  'ssr', // 112 s
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
