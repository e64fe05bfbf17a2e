import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { startTwin } from '../../../test/twin';
import { createBrowserScope, createQueryClient } from '../../lib/scope/api';
import { newsQueriesOf } from './news-queries';

const twin = startTwin();
const { api, session } = createBrowserScope();

/** Loads the banners from the twin: the one request sent, and the banners answered. */
async function loadBanners() {
  const banners = await createQueryClient().fetchQuery(newsQueriesOf(api).banners(session.getUser()));
  const sent = twin.requestsTo('/openapi/v1/vue/banners');
  expect(sent).toHaveLength(1);
  return { request: sent[0]!, banners };
}

describe('the banners call', () => {
  beforeEach(() => session.logout());
  afterEach(() => session.logout());

  test('an anonymous visitor sends no uid (the same banners for all) and gets no visitor id', async () => {
    const { request, banners } = await loadBanners();
    expect(request.body).toEqual({ industry: 'display' });
    expect(request.headers.get('authorization')).toBeNull();
    expect(banners.length).toBeGreaterThan(0);
    expect(document.cookie).not.toContain('hj_uuid');
  });

  test('a signed-in user sends their id as uid', async () => {
    const { user, token } = await twin.signIn('sample', session);
    const { request, banners } = await loadBanners();
    expect(request.body).toEqual({ uid: twin.personas.sample.userId, industry: 'display' });
    expect(user.id).toBe(twin.personas.sample.userId);
    expect(request.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(banners.length).toBeGreaterThan(0);
  });
});
