import { dehydrate, QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { isRouteErrorResponse } from 'react-router-dom';
import { revivedRouterData, shipped, shippedFor, shippedRouteError } from './server-data';

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

describe('the router data of the data block', () => {
  test("a route's thrown response and error survive JSON: React Router reads the response as one, the error is an Error again", () => {
    const response = { status: 404, statusText: 'Not Found', internal: false, data: '话题不存在' };
    const shipped = JSON.parse(JSON.stringify({ loaderData: {}, actionData: null, errors: { topic: shippedRouteError(response), root: shippedRouteError(new Error('接口超时')), other: shippedRouteError('boom') } }));
    const { errors } = revivedRouterData(shipped);
    expect(isRouteErrorResponse(errors!.topic)).toBe(true);
    expect(errors!.topic).toEqual(response);
    expect(errors!.root).toBeInstanceOf(Error);
    expect((errors!.root as Error).message).toBe('接口超时');
    expect((errors!.other as Error).message).toBe('boom');
  });

  test('no errors stay none', () => {
    expect(revivedRouterData({ loaderData: { root: 1 }, actionData: null, errors: null }).errors).toBeNull();
  });
});
