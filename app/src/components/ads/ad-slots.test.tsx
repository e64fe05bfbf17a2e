import '@testing-library/jest-dom/vitest';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createBrowserScope } from '../../lib/api';
import { serverThenHydrate } from '../../app/test-hydration';
import { AD_SLOT_HEIGHT } from './ad-carousel';
import { AdSlots } from './ad-slots';

const scope = createBrowserScope();
const { session } = scope;

const ad = (id: number) => ({ id, title: `广告${id}`, imageInfo: { imageUrl: `/assets/ad-${id}.svg` }, action: { type: 1, url: 'https://example.com/' } });

/** The ads call answers `slots`; every request body is kept. */
function answerAds(slots: object) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return Response.json({ code: 0, msg: '', json: slots });
    }),
  );
  return bodies;
}

const page = () => (
  <AppProviders scope={scope} client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <AdSlots request={{ type: 3, industry: 'display' }} />
  </AppProviders>
);

describe('AdSlots', () => {
  beforeEach(() => session.logout());
  afterEach(() => session.logout());

  test('given the server renders them, then each slot is an empty box of the ads’ height, and no visitor id is made', async () => {
    const bodies = answerAds({ part1: [ad(1)], part2: [ad(2)], part3: [ad(3)] });
    const html = renderToString(page());
    const boxes = html.match(/<div[^>]*aria-hidden="true"[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect(box).toContain(`height:${AD_SLOT_HEIGHT}px`);
    expect(html).not.toContain('广告位');
    expect(bodies).toEqual([]);
    expect(document.cookie).not.toContain('hj_uuid');
  });

  test('given the page hydrates, then the ads are asked for with the visitor uuid and fill the kept places', async () => {
    const bodies = answerAds({ part1: [ad(1), ad(4)], part2: [ad(2)], part3: [ad(3)] });
    const hydrated = await serverThenHydrate(page());
    expect(hydrated.mismatches).toEqual([]);
    await waitFor(() => expect(screen.getAllByRole('region', { name: /广告位/ })).toHaveLength(3));
    expect(bodies).toEqual([{ type: 3, industry: 'display', uuid: session.getVisitorId() }]);
    expect(session.getVisitorId()).toMatch(/^[0-9a-f-]{36}$/);
    for (const slot of screen.getAllByRole('region', { name: /广告位/ })) expect(slot).toHaveStyle({ height: `${AD_SLOT_HEIGHT}px` });
    hydrated.unmount();
  });

  test('given a slot comes back empty, then it stays an empty box on screen and gives its place back below the screen', async () => {
    answerAds({ part1: [ad(1)], part2: [], part3: [] });
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    // 广告位二 is on screen, 广告位三 below it.
    rect.mockImplementation(function (this: HTMLElement) {
      const slot = [...this.parentElement!.children].indexOf(this);
      return { top: slot === 2 ? window.innerHeight + 10 : 100 } as DOMRect;
    });
    const hydrated = await serverThenHydrate(page());
    await screen.findByRole('region', { name: '广告位一' });
    await waitFor(() => expect(hydrated.container.querySelectorAll('[data-state="empty"]')).toHaveLength(1));
    expect(hydrated.container.children).toHaveLength(2);
    hydrated.unmount();
  });

  test('given an ad whose address is javascript:, then it shows its picture without a link, beside an ad that links', async () => {
    const hostile = { ...ad(1), action: { type: 1, url: '\tJaVaScRiPt:alert(1)' } };
    answerAds({ part1: [hostile], part2: [ad(2)], part3: [] });
    const hydrated = await serverThenHydrate(page());
    const picture = await screen.findByRole('img', { name: '广告1' });
    expect(picture.closest('a')).toBeNull();
    expect(picture.parentElement!.tagName).toBe('SPAN');
    expect(screen.getByRole('img', { name: '广告2' }).closest('a')).toHaveAttribute('href', 'https://example.com/');
    expect(hydrated.container.querySelectorAll('a')).toHaveLength(1);
    hydrated.unmount();
  });
});
