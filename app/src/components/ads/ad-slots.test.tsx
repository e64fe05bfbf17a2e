import '@testing-library/jest-dom/vitest';
import type { OperationInput } from '@hangjia/sdk';
import { listAds } from '@hangjia/sdk/operations';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { startTwin } from '../../../test/twin';
import { AppProviders } from '../../app/providers';
import { createBrowserScope } from '../../lib/scope/api';
import type { SiteScope } from '../../lib/scope/scope';
import { serverThenHydrate } from '../../../test/hydration';
import { AD_SLOT_HEIGHT } from './ad-carousel';
import { AdSlots } from './ad-slots';

const twin = startTwin();
const scope = createBrowserScope();
const { session } = scope;

const ADS = '/openapi/v1/vue/ads';
/** The tab's scope, its ads call asking the twin for a scenario or a fault (`Prefer`, `x-mock-fault`). */
const asking = (headers: Record<string, string>): SiteScope => {
  twin.ask(ADS, headers);
  return scope;
};

/** The one ads request the page sent, and the ads the twin answers to it (with the same headers). */
async function adsAnswered(headers: Record<string, string> = {}) {
  const sent = twin.requestsTo(ADS);
  expect(sent).toHaveLength(1);
  const body = sent[0]!.body as OperationInput<'listAds'>;
  return { body, ads: await twin.call(listAds, body, { headers }) };
}

/** The picture of an ad on the page, by its title (a slide not shown is hidden from roles, so by attribute). */
const pictureOf = (container: HTMLElement, title: string) => {
  const picture = [...container.querySelectorAll('img')].find((img) => img.alt === title);
  expect(picture, title).toBeDefined();
  return picture!;
};

const page = (pageScope: SiteScope = scope) => (
  <AppProviders scope={pageScope} client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter>
      <AdSlots request={{ type: 3, industry: 'display' }} />
    </MemoryRouter>
  </AppProviders>
);

describe('AdSlots', () => {
  beforeEach(() => session.logout());
  afterEach(() => session.logout());

  test('given the server renders them, then each slot is an empty box of the ads’ height, and no visitor id is made', async () => {
    const html = renderToString(page());
    const boxes = html.match(/<div[^>]*aria-hidden="true"[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect(box).toContain(`height:${AD_SLOT_HEIGHT}px`);
    expect(html).not.toContain('广告位');
    expect(twin.requests).toEqual([]);
    expect(document.cookie).not.toContain('hj_uuid');
  });

  test('given the page hydrates, then the ads are asked for with the visitor uuid and fill the kept places, each linking where it leads', async () => {
    const hydrated = await serverThenHydrate(page());
    expect(hydrated.mismatches).toEqual([]);
    await waitFor(() => expect(screen.getAllByRole('region', { name: /广告位/ })).toHaveLength(3));
    const { body, ads } = await adsAnswered();
    expect(body).toEqual({ type: 3, industry: 'display', uuid: session.getVisitorId() });
    expect(session.getVisitorId()).toMatch(/^[0-9a-f-]{36}$/);
    const slots = screen.getAllByRole('region', { name: /广告位/ });
    for (const slot of slots) expect(slot).toHaveStyle({ height: `${AD_SLOT_HEIGHT}px` });
    // Each slot shows its part of the twin's answer, in order; a web address opens as it is, the others inside the site.
    [ads.part1, ads.part2, ads.part3].forEach((part, i) => {
      expect([...slots[i]!.querySelectorAll('img')].map((img) => img.alt)).toEqual(part.map((ad) => ad.title));
      for (const ad of part) {
        const link = pictureOf(slots[i]!, ad.title).closest('a');
        if (ad.action.type === 1) expect(link).toHaveAttribute('href', ad.action.url);
        else expect(link?.getAttribute('href')).toMatch(/^\/[a-z]/);
      }
    });
    hydrated.unmount();
  });

  test('given the ads come back empty, then each slot stays an empty box on screen and gives its place back below the screen', async () => {
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    // 广告位一 and 二 are on screen, 广告位三 below them.
    rect.mockImplementation(function (this: HTMLElement) {
      const slot = [...this.parentElement!.children].indexOf(this);
      return { top: slot === 2 ? window.innerHeight + 10 : 100 } as DOMRect;
    });
    const hydrated = await serverThenHydrate(page(asking({ Prefer: 'example=empty' })));
    await waitFor(() => expect(hydrated.container.querySelectorAll('[data-state="empty"]')).toHaveLength(2));
    expect(hydrated.container.children).toHaveLength(2);
    expect(screen.queryAllByRole('region', { name: /广告位/ })).toEqual([]);
    const { ads } = await adsAnswered({ Prefer: 'example=empty' });
    expect(ads).toEqual({ part1: [], part2: [], part3: [] });
    hydrated.unmount();
  });

  test('given ads whose addresses are javascript: (the twin’s xss fault), then they show their pictures without a link, beside ads that link, and no payload runs', async () => {
    const xss = { 'x-mock-fault': 'xss' };
    const hydrated = await serverThenHydrate(page(asking(xss)));
    await waitFor(() => expect(screen.getAllByRole('region', { name: /广告位/ })).toHaveLength(3));
    const { ads } = await adsAnswered(xss);
    const all = [...ads.part1, ...ads.part2, ...ads.part3];
    const hostile = all.filter((ad) => ad.action.type === 1);
    expect(hostile.length).toBeGreaterThan(0);
    for (const ad of hostile) {
      expect(ad.action.url).toMatch(/^javascript:/);
      const picture = pictureOf(hydrated.container, ad.title);
      expect(picture.closest('a')).toBeNull();
      expect(picture.parentElement!.tagName).toBe('SPAN');
      expect(picture.getAttribute('src') ?? '').not.toMatch(/javascript:/i);
    }
    const linking = all.length - hostile.length;
    expect(linking).toBeGreaterThan(0);
    expect(hydrated.container.querySelectorAll('a')).toHaveLength(linking);
    for (const link of hydrated.container.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^\/[a-z]/);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    hydrated.unmount();
  });
});
