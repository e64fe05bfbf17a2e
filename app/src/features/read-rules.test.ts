// The lint rules that keep one way to read the API in the app (eslint.config.js): they refuse the
// SDK's per-area factories and generated query hooks, and a queryFn outside a query module.
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
// The repository's config, running its own rules only (the import resolver of the others is slow).
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId.startsWith('hangjia/') });

/** The messages of the read rules for `code` as the file `path` of the repository. */
async function readRules(code: string, path: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result!.messages.filter((m) => m.ruleId === 'hangjia/sdk-reads' || m.ruleId === 'hangjia/query-fn-in-query-modules').map((m) => `${m.ruleId}: ${m.message}`);
}

describe('one way to read the API in the app', () => {
  test('a page that imports a generated query hook or an area factory is refused, with what to do instead', async () => {
    const messages = await readRules(
      "import { useInfiniteListNotices, scQueries } from '@hangjia/sdk/react';\nvoid [useInfiniteListNotices, scQueries];\n",
      'app/src/features/sc/routes/notice.tsx',
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain("'useInfiniteListNotices' is the SDK's generated hook of the read listNotices");
    expect(messages[1]).toContain("'scQueries' makes the reads and writes of the area sc");
    for (const message of messages) expect(message).toContain("read through the feature's query module (`<name>-queries.ts`");
  });

  test('the hook of every read of the contract is refused, the writes and the hand-written layer are not', async () => {
    const names = ['useGetTopic', 'useListComments', 'useSearch', 'useInfiniteListCharts', 'portalMutations'];
    expect(await readRules(`import { ${names.join(', ')} } from '@hangjia/sdk/react';\nvoid [${names.join(', ')}];\n`, 'app/src/components/x.tsx')).toHaveLength(names.length);
    const allowed = ['useSendSms', 'useSaveServiceRecord', 'useApiClient', 'operationQueryOptions', 'withListItems'];
    expect(await readRules(`import { ${allowed.join(', ')} } from '@hangjia/sdk/react';\nvoid [${allowed.join(', ')}];\n`, 'app/src/components/x.tsx')).toEqual([]);
  });

  test('the whole module imported at once is refused: lint could not see what is used', async () => {
    expect(await readRules("import * as sdk from '@hangjia/sdk/react';\nvoid sdk;\n", 'app/src/lib/x.ts')).toEqual([
      expect.stringContaining("hangjia/sdk-reads: Import from '@hangjia/sdk/react' the names you use"),
    ]);
  });

  test('a queryFn is written in a query module only', async () => {
    const read = "import { useQuery } from '@tanstack/react-query';\nexport const useX = () => useQuery({ queryKey: ['x'], queryFn: async () => 1 });\n";
    expect(await readRules(read, 'app/src/features/sc/routes/x.tsx')).toEqual([
      expect.stringContaining("hangjia/query-fn-in-query-modules: A queryFn outside a query module: add the read to the feature's `<name>-queries.ts`"),
    ]);
    expect(await readRules(read, 'app/src/features/sc/sc-queries.ts')).toEqual([]);
  });
});
