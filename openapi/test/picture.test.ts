import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { picturePng, type Picture } from '../src/picture.mjs';

/** The chunks of a PNG file, checked (signature, lengths, CRCs as zlib computes them). */
function chunksOf(bytes: Uint8Array) {
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  const chunks: { type: string; data: Uint8Array }[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = view.getUint32(at);
    const type = new TextDecoder().decode(bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    expect(view.getUint32(at + 8 + length), type).toBe(crc32(bytes.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, data });
    at += 12 + length;
  }
  return chunks;
}

function crc32(bytes: Uint8Array) {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return ~c >>> 0;
}

/** Width, height and the RGB pixel at (x, y) of a PNG file as the picture module writes it. */
function decode(bytes: Uint8Array) {
  const chunks = chunksOf(bytes);
  expect(chunks.map((c) => c.type).at(-1)).toBe('IEND');
  const header = new DataView(chunks[0]!.data.buffer, chunks[0]!.data.byteOffset);
  const [width, height] = [header.getUint32(0), header.getUint32(4)];
  const rows = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  expect(rows.length).toBe(height * (1 + width * 3));
  const pixel = (x: number, y: number) => [...rows.subarray(y * (1 + width * 3) + 1 + x * 3, y * (1 + width * 3) + 4 + x * 3)];
  return { width, height, pixel, chunks };
}

const panel: Picture = { kind: 'panel', width: 480, height: 270, color: '#7c3aed', title: '激光显示渗透率持续提升' };

describe('picturePng', () => {
  it('draws a panel at its own size: its colour at the top, darker below, a lighter circle at the top right, its title as the PNG’s', async () => {
    const { width, height, pixel, chunks } = decode(await picturePng(panel));
    expect([width, height]).toEqual([480, 270]);
    expect(pixel(0, 0)).toEqual([0x7c, 0x3a, 0xed]);
    expect(pixel(0, 269)[2]).toBeLessThan(0x3a);
    // The circle (centre 408, 54) is lighter than the panel beside it.
    expect(pixel(408, 54)[0]).toBeGreaterThan(pixel(100, 54)[0]!);
    const title = chunks.find((c) => c.type === 'iTXt')!;
    expect(new TextDecoder().decode(title.data)).toBe(`Title\0\0\0\0\0${panel.title}`);
  });

  it('draws it as the image host resizes: a width with its height in proportion, or a box filled and cut centred, never larger', async () => {
    expect(decode(await picturePng(panel, { width: 160 }))).toMatchObject({ width: 160, height: 90 });
    const box = decode(await picturePng(panel, { width: 96, height: 96 }));
    expect(box).toMatchObject({ width: 96, height: 96 });
    // Cut centred: the whole height is there, so the top row is the panel's top row, its colour.
    box.pixel(0, 0).forEach((value, i) => expect(Math.abs(value - [0x7c, 0x3a, 0xed][i]!)).toBeLessThanOrEqual(2));
    expect(decode(await picturePng(panel, { width: 960 }))).toMatchObject({ width: 480, height: 270 });
  });

  it('draws a logo tile and an avatar in their colour', async () => {
    const logo = decode(await picturePng({ kind: 'logo', width: 200, height: 100, color: '#0f766e' }));
    expect(logo.pixel(0, 0)).toEqual([255, 255, 255]);
    expect(logo.pixel(5, 50)).toEqual([0x0f, 0x76, 0x6e]);
    expect(logo.pixel(100, 50)).toEqual([0x0f, 0x76, 0x6e]);
    expect(logo.chunks.some((c) => c.type === 'iTXt')).toBe(false);
    const avatar = decode(await picturePng({ kind: 'avatar', width: 120, height: 120, color: '#7c3aed' }));
    expect(avatar.pixel(0, 0)).toEqual([0x7c, 0x3a, 0xed]);
    expect(avatar.pixel(60, 50)[1]).toBeGreaterThan(0x3a);
  });
});
