import { dehydrate, QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { shipped, shippedFor } from './server-data';

interface Chart {
  id: number;
  title: string;
  text?: string;
}

describe("a page's own copy of a query", () => {
  const whole = queryOptions({ queryKey: ['listCharts', { page: 1 }], queryFn: async (): Promise<Chart[]> => [{ id: 1, title: '出货量', text: '很长的正文' }] });
  const own = shippedFor(whole, (charts) => charts.map(({ id, title }) => ({ id, title })));

  test('has a key of its own, so a page reading the whole answer never meets the shorter one', () => {
    expect(own.queryKey).toEqual(['listCharts', { page: 1 }, 'shipped']);
    expect(whole.queryKey).toEqual(['listCharts', { page: 1 }]);
  });

  test('ships what its page reads; other queries ship whole', async () => {
    const client = new QueryClient();
    await client.prefetchQuery(own);
    await client.prefetchQuery(whole);
    const state = shipped(dehydrate(client));
    const data = Object.fromEntries(state.queries.map((query) => [JSON.stringify(query.queryKey), query.state.data]));
    expect(data[JSON.stringify(own.queryKey)]).toEqual([{ id: 1, title: '出货量' }]);
    expect(data[JSON.stringify(whole.queryKey)]).toEqual([{ id: 1, title: '出货量', text: '很长的正文' }]);
    // What the browser receives is text: the function that trimmed it is not part of it.
    expect(JSON.stringify(state)).not.toContain('ship"');
  });
});
