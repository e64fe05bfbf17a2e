import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedProcess, resizeSvg } from '../src/resize.mjs';
import { assetsDir, createFront } from '../src/server.mjs';

// The sample pictures as the image host serves them: whole, or resized by `x-oss-process`.
// The front answers assets itself: no Prism or backend behind it is needed.
let front: Server;
let base = '';
beforeAll(async () => {
  front = createFront({ mode: 'examples', prismUrl: 'http://127.0.0.1:9', backendUrl: 'http://127.0.0.1:9' });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(front.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => front.close(() => resolve())));

/** The size a browser reads of a drawing: its root's width and height. */
function sizeOf(svg: string) {
  const tag = /<svg\b[^>]*>/.exec(svg)![0];
  const attr = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)"`).exec(tag)![1]);
  return { width: attr('width'), height: attr('height'), viewBox: /\sviewBox="([^"]*)"/.exec(tag)?.[1] };
}

const cover = '/assets/topics/topic-5001.svg'; // 480 × 270
const original = readFileSync(join(assetsDir, 'topics', 'topic-5001.svg'), 'utf8');

describe('given a sample picture of 480 × 270', () => {
  it('answers it whole without a process', async () => {
    const res = await fetch(base + cover);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(original);
  });

  it('answers it at the asked width, its height in proportion, the drawing scaled (same viewBox)', async () => {
    const res = await fetch(`${base}${cover}?x-oss-process=image/resize,w_160`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    const resized = sizeOf(await res.text());
    expect(resized).toEqual({ width: 160, height: 90, viewBox: sizeOf(original).viewBox });
    expect(sizeOf(original)).toMatchObject({ width: 480, height: 270 });
  });

  it('reads the parameter encoded as a browser may send it, beside other parameters', async () => {
    const res = await fetch(`${base}${cover}?v=2&x-oss-process=image%2Fresize%2Cw_320`);
    expect(sizeOf(await res.text())).toMatchObject({ width: 320, height: 180 });
  });

  it('fills a box when asked for one: the size of the box, the drawing scaled to cover it and cut centred', async () => {
    const res = await fetch(`${base}${cover}?x-oss-process=image/resize,m_fill,w_96,h_96`);
    const svg = await res.text();
    expect(sizeOf(svg)).toEqual({ width: 96, height: 96, viewBox: sizeOf(original).viewBox });
    expect(svg).toContain('preserveAspectRatio="xMidYMid slice"');
    // the parameters in any order, as OSS reads them
    expect(sizeOf(await (await fetch(`${base}${cover}?x-oss-process=image/resize,h_90,w_160,m_fill`)).text())).toMatchObject({ width: 160, height: 90 });
  });

  it('answers a picture that would have to grow at its own size, as the host does', async () => {
    const res = await fetch(`${base}${cover}?x-oss-process=image/resize,w_960`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(original);
    expect(await (await fetch(`${base}${cover}?x-oss-process=image/resize,m_fill,w_400,h_400`)).text()).toBe(original);
  });

  it.each([
    ['another action', 'image/quality,q_80'],
    ['a named style', 'style/thumb'],
    ['a width of 0', 'image/resize,w_0'],
    ['a width past 16384', 'image/resize,w_20000'],
    ['no width', 'image/resize,h_100'],
    ['a height without filling', 'image/resize,w_100,h_100'],
    ['filling without a height', 'image/resize,m_fill,w_100'],
    ['another mode', 'image/resize,m_pad,w_100,h_100'],
    ['a width given twice', 'image/resize,w_100,w_200'],
    ['a width that is not a number', 'image/resize,w_12_3'],
    ['an empty process', ''],
  ])('answers 400 for %s, as the host does for a process it does not understand', async (_, process) => {
    const res = await fetch(`${base}${cover}?x-oss-process=${process}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('<Code>InvalidArgument</Code>');
  });

  it('answers 404 for a picture it does not have, whatever the process', async () => {
    expect((await fetch(`${base}/assets/topics/none.svg?x-oss-process=image/resize,w_160`)).status).toBe(404);
  });
});

describe('askedProcess and resizeSvg', () => {
  it('reads what a query asks', () => {
    expect(askedProcess('')).toBeNull();
    expect(askedProcess('?v=1')).toBeNull();
    expect(askedProcess('?x-oss-process=image/resize,w_240')).toEqual({ width: 240 });
    expect(askedProcess('?x-oss-process=image/resize,m_fill,w_160,h_90')).toEqual({ width: 160, height: 90 });
    expect(askedProcess('?x-oss-process=image/resize,w_1&x-oss-process=image/resize,w_2')).toHaveProperty('error');
  });

  it('gives a drawing without a viewBox one, so that it scales', () => {
    expect(resizeSvg('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect/></svg>', 50)).toBe(
      '<svg viewBox="0 0 200 100" xmlns="http://www.w3.org/2000/svg" width="50" height="25"><rect/></svg>',
    );
  });
});
