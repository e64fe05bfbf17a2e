import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { createBrowserScope } from '../../../lib/scope/api';
import { renderSite } from '../../../../test/site';
import { startTwin } from '../../../../test/twin';
import { paths } from '../../../config/paths';

// A community (/group/601, also /community/601): its feed tabs, and beside them its ads, its
// experts and the group assistant's QR code.
const twin = startTwin();
const scope = createBrowserScope();
const COMMUNITY_TOPICS = '/openapi/v1/vue/community/topics';

const bodies = (path: string) => twin.requestsTo(path).map((request) => request.body as Record<string, unknown>);
const panel = () => screen.getByRole('tabpanel');

describe('communities', () => {
  test('动态 loads 20 with load more; 精选 loads 100 in one page without load more', async () => {
    const user = userEvent.setup();
    renderSite(paths.group(601), scope);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mini/Micro LED社区' })).toBeInTheDocument();
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(20));
    expect(within(panel()).getByRole('button', { name: '加载更多' })).toBeInTheDocument();
    expect(bodies(COMMUNITY_TOPICS)).toEqual([expect.objectContaining({ cid: 601, type: 1, limit: 20 })]);

    twin.prefer(COMMUNITY_TOPICS, 'featured');
    await user.click(screen.getByRole('tab', { name: '精选' }));
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(60));
    expect(bodies(COMMUNITY_TOPICS).at(-1)).toMatchObject({ cid: 601, type: 2, limit: 100 });
    expect(within(panel()).queryByRole('button', { name: /加载更多|没有更多/ })).toBeNull();
  });

  test('/community/{id}: ads (type 4 with the community id), 20 community experts and the group-assistant QR code', async () => {
    renderSite('/community/601', scope);
    const experts = await screen.findByRole('list', { name: '社区行家' });
    // The sample community has more than 20 authors: the list shows the 20 asked for.
    expect(within(experts).getAllByRole('listitem')).toHaveLength(20);
    expect(bodies('/openapi/v1/vue/community/users')).toEqual([expect.objectContaining({ cid: 601, limit: 20 })]);
    await waitFor(() => expect(bodies('/openapi/v1/vue/ads')).toEqual([expect.objectContaining({ type: 4, cid: 601, uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) })]));
    const aside = screen.getByRole('complementary', { name: '社区信息' });
    await waitFor(() => expect(aside.querySelectorAll('[aria-roledescription="carousel"]').length).toBeGreaterThanOrEqual(1));
    expect(screen.getByRole('img', { name: '群助手二维码' })).toHaveAttribute('src', expect.stringMatching(/qr\/community-601\.svg$/));
  });
});
