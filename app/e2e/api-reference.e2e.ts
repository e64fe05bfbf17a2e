import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { rootDir } from '../scripts/build.mjs';
import { openPage, useBrowser, viewports } from './browser';
import { MOCK } from './env';

// The API reference the mock serves at /__mock/docs (`npm start`, `npm run mock`): the contract
// rendered by Scalar's API reference from node_modules, with try-it against the mock itself. A
// tester signs a persona in from the bar above the reference, opens an operation from the
// sidebar, and sends the call, with the persona's token or a named example of the contract. The
// reference opens no tag at load (a tag renders its operations when it is opened): the second call
// is opened from the try-it's own sidebar, without closing it (closing renders the page again).

const browser = useBrowser();

const contract = JSON.parse(readFileSync(join(rootDir, 'openapi', 'dist', 'openapi.json'), 'utf8')) as {
  tags: { name: string }[];
  paths: Record<string, Record<string, { operationId?: string; summary?: string; tags?: string[] }>>;
};
const operations = Object.values(contract.paths).flatMap((item) => Object.values(item).filter((op) => op?.operationId));
const operationsOf = (tag: string) => operations.filter((op) => op.tags?.includes(tag));
const summaryOf = (id: string) => operations.find((op) => op.operationId === id)!.summary!;

/** Opens the try-it of an operation from the sidebar, where it is listed by its summary, and checks its operationId. */
async function tryIt(page: Page, operationId: string): Promise<Locator> {
  const summary = summaryOf(operationId);
  await page.getByRole('navigation').getByRole('button', { name: summary }).click();
  const operation = page.getByRole('region', { name: summary, exact: true });
  await operation.getByText(operationId, { exact: true }).waitFor();
  await operation.getByRole('button', { name: 'Test Request' }).click();
  const client = page.getByRole('dialog');
  await client.waitFor();
  return client;
}

/** Sends the request once its code snippet shows `expected` (the client keeps an edit a moment before using it). */
async function send(client: Locator, expected: string): Promise<Locator> {
  const snippet = client.getByRole('button', { name: /^Code Snippet/ });
  if (/Collapsed/.test((await snippet.getAttribute('aria-label')) ?? (await snippet.textContent()) ?? '')) await snippet.click();
  await client.getByText(expected).first().waitFor();
  await client.getByRole('button', { name: /^Send .* request to / }).click();
  const response = client.getByRole('region', { name: 'Response', exact: true });
  await response.getByText(/^\d{3} /).waitFor();
  return response;
}

/**
 * The renderer reads the whole contract (1.2 MB with its examples) before it shows anything: some
 * 8 processor-seconds, over 20 s of a page's time on a loaded machine. The test has that time,
 * on top of the minute the other tests have; every step in it waits for what it needs.
 */
const READING_MS = 60_000;

describe('the API reference on the mock', () => {
  test('loads from the mock alone, lists every tag and, opened, its operations, and sends calls with a persona and a named example', { timeout: 60_000 + READING_MS }, async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    const { page, errors } = await openPage(context);
    await page.goto(`${MOCK}/__mock/docs`);

    // Every tag of the contract in the sidebar, closed; opened, a tag lists its operations (each
    // entry names its HTTP method). (That the reference's document keeps every operation is
    // mock-server/test/docs.test.ts's: opening every tag here would render them all.)
    const sidebar = page.getByRole('navigation');
    const group = (tag: string) => sidebar.getByRole('button', { name: `${tag} Open Group`, exact: true });
    await group('portal').waitFor({ timeout: READING_MS });
    for (const { name } of contract.tags) expect(await group(name).count(), name).toBe(1);
    await group('portal').click();
    const listed = sidebar.getByRole('button', { name: /HTTP Method/ });
    await expect.poll(() => listed.count()).toBe(operationsOf('portal').length);
    // (the contract's own list: a new operation needs no change here, an empty list would be a broken read)
    expect(operationsOf('portal').length).toBeGreaterThan(0);

    // A persona signs in from the bar: its token becomes the Authorization of the requests.
    const bar = page.getByRole('banner');
    await bar.getByText('Sign in as a persona', { exact: true }).click();
    await bar.getByRole('listitem').filter({ hasText: '李丽华' }).getByRole('button', { name: 'Sign in', exact: true }).click();
    const session = bar.getByRole('status');
    await expect.poll(() => session.textContent()).toMatch(/^Signed in: 李丽华 · 行家 \(portal token session-/);
    const tokenStart = /token (\S+)…/.exec((await session.textContent())!)![1]!;

    // getTopic with the persona's token: 200, the topic in Chinese.
    const client = await tryIt(page, 'getTopic');
    await client.getByRole('row').filter({ hasText: /^\s*id\s*Required/ }).locator('[contenteditable="true"]').last().click();
    await page.keyboard.type('5001');
    let response = await send(client, '/openapi/v1/vue/topic/5001');
    await response.getByText('200 OK').waitFor();
    await response.getByRole('button', { name: /Request Headers/ }).click();
    expect(await response.getByRole('row').filter({ hasText: /^authorization/ }).textContent()).toContain(tokenStart);
    expect(await response.textContent()).toMatch(/"id": 5001[\s\S]*[\u4e00-\u9fff]/);

    // getEventFile, from the try-it's own sidebar, with Prefer: example=tokenRejected, picked from
    // the operation's scenarios.
    await client.getByRole('button', { name: 'Show sidebar' }).click();
    await client.getByRole('button', { name: /^files\s*Open Group/ }).click();
    await client.getByRole('button', { name: summaryOf('getEventFile') }).click();
    await client.getByRole('row').filter({ hasText: /^\s*Prefer/ }).getByRole('button', { name: 'example=default' }).click();
    await page.getByRole('menuitem', { name: 'example=tokenRejected' }).click();
    response = await send(client, "'Prefer: example=tokenRejected'");
    await response.getByText('200 OK').waitFor();
    await expect.poll(async () => (await response.textContent())!.replace(/\s+/g, '')).toContain('"code":2,"msg":"token已失效');

    // Nothing came from, or went to, anywhere but the mock.
    expect(requests.filter((u) => !u.startsWith(`${MOCK}/`) && !/^(data|blob):/.test(u))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
