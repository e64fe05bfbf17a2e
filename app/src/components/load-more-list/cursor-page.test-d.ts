// `CursorPage` is declared twice: by the SDK (what `cursorPageLoader` gives) and by the UI (what
// `useCursorList` takes). The packages may not import each other; the app imports both, so the two
// declarations are pinned here (a type test: `tsc -b` fails when they part).
import { createApiClient, cursorPageLoader, type CursorPage as SdkCursorPage, type ListItem } from '@hangjia/sdk';
import { listQuestions } from '@hangjia/sdk/operations';
import type { CursorPage as UiCursorPage, UseCursorListOptions } from '@hangjia/ui';
import { describe, expectTypeOf, test } from 'vitest';

/** The UI's page with its items writable, as one object type. */
type Writable<P extends UiCursorPage<unknown, unknown>> = { [K in keyof P]: K extends 'items' ? P['items'][number][] : P[K] };

interface Item {
  id: number;
  date: string;
}

describe('CursorPage of the SDK and of the UI', () => {
  test('are the same page: items and the next cursor, the SDK giving its items writable', () => {
    expectTypeOf<SdkCursorPage<Item, string>>().toEqualTypeOf<{ items: Item[]; nextCursor: string | undefined }>();
    expectTypeOf<UiCursorPage<Item, string>>().toEqualTypeOf<{ items: readonly Item[]; nextCursor: string | undefined }>();
    expectTypeOf<SdkCursorPage<Item, string>>().toEqualTypeOf<Writable<UiCursorPage<Item, string>>>();
  });

  test("the SDK's loader is what the UI's list takes", () => {
    const load = cursorPageLoader(createApiClient(), listQuestions, { type: 2, id: 1001, limit: 20 });
    expectTypeOf(load).toExtend<UseCursorListOptions<ListItem<'listQuestions'>, unknown>['load']>();
  });
});
