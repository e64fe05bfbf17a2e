// Type tests of the public API (`vitest --typecheck`): what compiles and what must not.
import {
  CountdownButton,
  LoginDialogRoot,
  PagerRoot,
  useCursorList,
  validateImage,
  type DataTableColumn,
  type ImageProblem,
  type ImageRule,
  type LoginPayload,
} from '@hangjia/ui';
import * as ImagePicker from '@hangjia/ui/image-picker';
import type * as Root from '@hangjia/ui';
import * as LoginDialog from '@hangjia/ui/login-dialog';
import * as Pager from '@hangjia/ui/pager';
import type { ComponentProps } from 'react';
import { describe, expectTypeOf, test } from 'vitest';

type LoginProps = ComponentProps<typeof LoginDialogRoot>;

describe('callbacks take API calls as they are', () => {
  test('onSendCode and CountdownButton accept a call resolving to null (the SMS answer)', () => {
    const sendSms = (_input: { phone?: string; email?: string; type?: 1 | 2 }): Promise<null> => Promise.resolve(null);
    expectTypeOf((account: string) => sendSms({ phone: account, type: 1 })).toMatchTypeOf<NonNullable<LoginProps['onSendCode']>>();
    expectTypeOf(() => sendSms({ phone: '1' })).toMatchTypeOf<NonNullable<ComponentProps<typeof CountdownButton>['onClick']>>();
  });

  test('onSubmit accepts a call resolving to the login answer', () => {
    const login = (_input: { phone?: string; code: string; type: 1 | 2 }) => Promise.resolve({ tokenHead: 'Bearer ', token: 't' });
    expectTypeOf((form: LoginPayload) => login({ phone: form.account, code: form.code, type: 1 })).toMatchTypeOf<
      NonNullable<LoginProps['onSubmit']>
    >();
  });

  test('the form submits its mode, never an API code', () => {
    expectTypeOf<LoginPayload>().toEqualTypeOf<{ account: string; code: string; mode: 'phone' | 'email' }>();
    expectTypeOf<LoginPayload>().not.toHaveProperty('type');
    expectTypeOf<typeof Root>().not.toHaveProperty('LOGIN_TYPE');
  });
});

describe('useCursorList', () => {
  test('takes pages of { items, nextCursor } and gives the items', () => {
    const load = (cursor?: unknown) => Promise.resolve({ items: [{ id: 1, date: String(cursor) }], nextCursor: undefined as unknown });
    type State = ReturnType<typeof useCursorList<{ id: number; date: string }>>;
    expectTypeOf(load).toMatchTypeOf<Parameters<typeof useCursorList<{ id: number; date: string }>>[0]['load']>();
    expectTypeOf<State['items']>().toEqualTypeOf<{ id: number; date: string }[]>();
  });

  test('a bare array of items is not a page', () => {
    // @ts-expect-error the loader must say where the next page starts
    useCursorList({ load: async () => [{ id: 1 }] });
  });
});

describe('validateImage', () => {
  test('answers problems with a code and the words to show', () => {
    expectTypeOf(validateImage).returns.toEqualTypeOf<ImageProblem[]>();
    expectTypeOf<ImageProblem['code']>().toEqualTypeOf<'invalid-type' | 'too-large'>();
    expectTypeOf<ImageProblem['message']>().toBeString();
  });

  test('takes the rule of the API that stores the picture: the package has none of its own', () => {
    expectTypeOf(validateImage).parameter(1).toEqualTypeOf<ImageRule>();
    expectTypeOf<{ types: readonly ['image/jpeg', 'image/png']; maxBytes: 2097152 }>().toMatchTypeOf<ImageRule>();
    // @ts-expect-error a file is checked against a rule
    validateImage(new Blob());
    // @ts-expect-error the picker needs its rule
    void (<ImagePicker.Root max={3} />);
  });
});

describe('entry points', () => {
  test('the root is flat: no namespaces', () => {
    expectTypeOf<typeof Root>().not.toHaveProperty('Pager');
    expectTypeOf<typeof Root>().not.toHaveProperty('LoginDialog');
    expectTypeOf<typeof Root>().toHaveProperty('PagerRoot');
  });

  test('a widget entry has the same parts under short names', () => {
    expectTypeOf(Pager.Root).toEqualTypeOf(PagerRoot);
    expectTypeOf(LoginDialog.Root).toEqualTypeOf(LoginDialogRoot);
    expectTypeOf<typeof Pager>().not.toHaveProperty('LoginDialogRoot');
  });

  test('the internal helpers are not public', () => {
    expectTypeOf<typeof Root>().not.toHaveProperty('useControllableState');
    expectTypeOf<typeof Root>().not.toHaveProperty('composeEventHandlers');
    expectTypeOf<typeof Root>().not.toHaveProperty('createAlertDialogParts');
  });
});

describe('props', () => {
  test('a pager needs a page count from somewhere, and pages are numbers', () => {
    expectTypeOf<ComponentProps<typeof PagerRoot>['page']>().toEqualTypeOf<number | undefined>();
    // @ts-expect-error a page is a number
    <PagerRoot totalPages={3} page="2" />;
  });

  test('data table columns are typed by row', () => {
    const column: DataTableColumn<{ id: number; name: string }> = { key: 'name', header: '名称', cell: (row) => row.name };
    expectTypeOf(column.cell).parameter(0).toEqualTypeOf<{ id: number; name: string }>();
  });
});
