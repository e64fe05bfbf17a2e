import type { Page } from 'playwright-core';

/** The QA personas of the sample backend (mock-server/README.md). */
export const personas = {
  visitor: { phone: '13900139000', email: 'visitor@hangjia.example' },
  expert: { phone: '13800138001', email: 'expert@hangjia.example' },
  attendee: { phone: '13800138006', email: 'attendee@hangjia.example' },
} as const;

/** The fixed QA code of the sample backend. */
export const QA_CODE = '1234';

export const loginDialog = (page: Page) => page.getByRole('dialog', { name: '登录' });

/** Fills the open login dialog and presses 登录. */
export async function fillLogin(page: Page, account: string, { email = false, code = QA_CODE } = {}) {
  const dialog = loginDialog(page);
  if (email) await dialog.getByRole('button', { name: '邮箱验证码登录' }).click();
  await dialog.getByRole('textbox', { name: email ? '邮箱' : '手机号' }).fill(account);
  await dialog.getByRole('textbox', { name: '验证码' }).fill(code);
  await dialog.getByRole('button', { name: '立即登录', exact: true }).click();
}

/** The header's user menu button (shown once logged in). */
export const userMenu = (page: Page) => page.getByRole('banner').locator('button[aria-controls="user-menu"]');
