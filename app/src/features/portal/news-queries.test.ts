import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createBrowserScope, createQueryClient } from '../../lib/api';
import { homeAndNewsQueriesOf } from './news-queries';

const { api, session } = createBrowserScope();

/** Loads the banners and returns the request body sent. */
async function bannersRequest() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return Response.json({ code: 0, msg: '', json: [] });
    }),
  );
  await createQueryClient().fetchQuery(homeAndNewsQueriesOf(api).banners(session.getUser()));
  return bodies[0];
}

describe('the banners call', () => {
  beforeEach(() => session.logout());
  afterEach(() => session.logout());

  test('an anonymous visitor sends no uid (the same banners for all) and gets no visitor id', async () => {
    expect(await bannersRequest()).toEqual({ industry: 'display' });
    expect(document.cookie).not.toContain('hj_uuid');
  });

  test('a signed-in user sends their id as uid', async () => {
    session.setToken('t');
    session.setUser({ id: 1001, name: '王建国', icon: '' });
    expect(await bannersRequest()).toEqual({ uid: 1001, industry: 'display' });
  });
});
