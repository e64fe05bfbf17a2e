import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedProcess, resizeSvg } from '../src/resize.mjs';
import { assetsDir, createFront } from '../src/server.mjs';

// The sample pictures as the image host serves them: whole, or resized by `x-oss-process`; the
// pictures are PNG files drawn at the size asked, an SVG file (a QR code) is resized by its root.
// The front answers assets itself: no Prism or backend behind it is needed.
let front: Server;
let base = '';
beforeAll(async () => {
  front = createFront({ mode: 'examples', prismUrl: 'http://127.0.0.1:9', backendUrl: 'http://127.0.0.1:9' });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(front.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => front.close(() => resolve())));

/** The size a browser reads of a PNG file: its header's width and height. */
function pngSize(bytes: Uint8Array) {
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
const png = async (url: string) => {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  return new Uint8Array(await res.arrayBuffer());
};

const cover = '/assets/topics/topic-5001.png'; // 480 × 270
const pictures = JSON.parse(readFileSync(join(assetsDir, 'pictures.json'), 'utf8'));

describe('given a sample picture of 480 × 270', () => {
  it('answers it whole without a process: a PNG file titled with what it stands for', async () => {
    const picture = await png(base + cover);
    expect(pngSize(picture)).toEqual({ width: 480, height: 270 });
    expect(pictures['topics/topic-5001.png']).toMatchObject({ width: 480, height: 270 });
    expect(new TextDecoder().decode(picture)).toContain(`Title\0\0\0\0\0${pictures['topics/topic-5001.png'].title}`);
  });

  it('answers it at the asked width, its height in proportion', async () => {
    expect(pngSize(await png(`${base}${cover}?x-oss-process=image/resize,w_160`))).toEqual({ width: 160, height: 90 });
  });

  it('reads the parameter encoded as a browser may send it, beside other parameters', async () => {
    expect(pngSize(await png(`${base}${cover}?v=2&x-oss-process=image%2Fresize%2Cw_320`))).toEqual({ width: 320, height: 180 });
  });

  it('fills a box when asked for one: the size of the box', async () => {
    expect(pngSize(await png(`${base}${cover}?x-oss-process=image/resize,m_fill,w_96,h_96`))).toEqual({ width: 96, height: 96 });
    // the parameters in any order, as OSS reads them
    expect(pngSize(await png(`${base}${cover}?x-oss-process=image/resize,h_90,w_160,m_fill`))).toEqual({ width: 160, height: 90 });
  });

  it('answers a picture that would have to grow at its own size, as the host does', async () => {
    const own = await png(base + cover);
    expect(await png(`${base}${cover}?x-oss-process=image/resize,w_960`)).toEqual(own);
    expect(await png(`${base}${cover}?x-oss-process=image/resize,m_fill,w_400,h_400`)).toEqual(own);
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
    expect((await fetch(`${base}/assets/topics/none.png?x-oss-process=image/resize,w_160`)).status).toBe(404);
    expect((await fetch(`${base}/assets/topics/topic-5001.svg`)).status).toBe(404);
  });
});

describe('given an SVG file (a QR code)', () => {
  const qr = '/assets/qr/community-601.svg';
  const original = readFileSync(join(assetsDir, 'qr', 'community-601.svg'), 'utf8');
  /** The size a browser reads of a drawing: its root's width and height. */
  const sizeOf = (svg: string) => {
    const tag = /<svg\b[^>]*>/.exec(svg)![0];
    const attr = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)"`).exec(tag)![1]);
    return { width: attr('width'), height: attr('height'), viewBox: /\sviewBox="([^"]*)"/.exec(tag)?.[1] };
  };

  it('answers it as it is, and resized by its root\'s size with the same viewBox (filled: cut centred)', async () => {
    expect(await (await fetch(base + qr)).text()).toBe(original);
    const { width, viewBox } = sizeOf(original);
    const half = Math.floor(width / 2);
    const res = await fetch(`${base}${qr}?x-oss-process=image/resize,w_${half}`);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(sizeOf(await res.text())).toEqual({ width: half, height: half, viewBox });
    const filled = await (await fetch(`${base}${qr}?x-oss-process=image/resize,m_fill,w_${half},h_20`)).text();
    expect(sizeOf(filled)).toEqual({ width: half, height: 20, viewBox });
    expect(filled).toContain('preserveAspectRatio="xMidYMid slice"');
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
