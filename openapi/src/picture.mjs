// The sample world's pictures, drawn as PNG files: a coloured panel (covers, banners, charts), a
// logo tile or an avatar, each in the colour its title gives it. Raster, as the real image host's
// photos are: a browser decodes a PNG off its main thread, where an SVG picture is a document of its
// own that the page's renderer parses, lays out and paints. Drawn on demand, at the size asked (the
// image host's resize, `resize.mjs` of the mock server), in Node and in a browser alike
// (CompressionStream makes the PNG's zlib stream).

/**
 * What a picture is: drawn again at any size from this.
 * @typedef {{ kind: 'panel' | 'logo' | 'avatar', width: number, height: number, color: string, title?: string }} Picture
 */

const INK = [0x0f, 0x17, 0x2a];

/** @param {string} hex `#rrggbb` */
const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
/** `a` and `b` mixed, `t` of `b`. */
const mix = (/** @type {number[]} */ a, /** @type {number[]} */ b, /** @type {number} */ t) => a.map((v, i) => Math.round(v + ((b[i] ?? 0) - v) * t));

/**
 * `count` pixels of colour `color` from pixel `start` of a row (its filter byte first).
 * @param {Uint8Array} row
 */
function fill(row, start, count, color) {
  if (count <= 0) return;
  const from = 1 + start * 3;
  row.set(color, from);
  // Doubling copies: a run of any length in a few native calls.
  for (let done = 1; done < count; done *= 2) row.copyWithin(from + done * 3, from, from + Math.min(done, count - done) * 3);
}

/**
 * The picture's rows at `width` × `height`, a window of it drawn `scale` times its size with its
 * top left corner at (`left`, `top`) of the scaled picture.
 * @param {Picture} picture
 * @returns {Uint8Array} the PNG's filtered scanlines (filter 0)
 */
function scanlines(picture, width, height, scale, left, top) {
  const stride = 1 + width * 3;
  const out = new Uint8Array(stride * height);
  const color = rgb(picture.color);
  const W = picture.width * scale;
  const H = picture.height * scale;
  const white = [255, 255, 255];
  // Each shape: a circle (cx, cy, r) of `tint`, in the scaled picture's pixels.
  /** @type {{ cx: number, cy: number, r: number, tint: (base: number[]) => number[] }[]} */
  const circles = [];
  /** @type {(y: number) => number[]} */
  let base;
  if (picture.kind === 'panel') {
    base = (y) => mix(color, INK, y / H);
    circles.push({ cx: W * 0.85, cy: H * 0.2, r: H * 0.35, tint: (c) => mix(c, white, 0.08) });
  } else if (picture.kind === 'avatar') {
    base = () => color;
    circles.push({ cx: W / 2, cy: H * 0.42, r: H * 0.2, tint: (c) => mix(c, white, 0.35) }, { cx: W / 2, cy: H * 1.05, r: H * 0.4, tint: (c) => mix(c, white, 0.35) });
  } else {
    base = () => white;
  }
  for (let y = 0; y < height; y++) {
    const row = out.subarray(y * stride, (y + 1) * stride);
    const py = y + top + 0.5;
    const under = base(py);
    fill(row, 0, width, under);
    if (picture.kind === 'logo') {
      // A frame of the logo's colour and a bar across the middle: a name's place.
      const edge = 4 * scale;
      const line = 3 * scale;
      const inFrame = py >= edge && py < H - edge;
      const onFrameRow = inFrame && (py < edge + line || py >= H - edge - line);
      const onBar = py >= H * 0.4 && py < H * 0.6;
      const span = (/** @type {number} */ x0, /** @type {number} */ x1) => fill(row, Math.max(0, Math.round(x0 - left)), Math.min(width, Math.round(x1 - left)) - Math.max(0, Math.round(x0 - left)), color);
      if (onFrameRow) span(edge, W - edge);
      else if (inFrame) {
        span(edge, edge + line);
        span(W - edge - line, W - edge);
      }
      if (onBar) span(W * 0.25, W * 0.75);
      continue;
    }
    for (const { cx, cy, r, tint } of circles) {
      const dy = py - cy;
      if (Math.abs(dy) >= r) continue;
      const half = Math.sqrt(r * r - dy * dy);
      const x0 = Math.max(0, Math.round(cx - half - left));
      const x1 = Math.min(width, Math.round(cx + half - left));
      fill(row, x0, x1 - x0, tint(under));
    }
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** @param {Uint8Array} bytes */
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(/** @type {string} */ type, /** @type {Uint8Array} */ data) {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** @param {Uint8Array} bytes the zlib stream (RFC 1950) of `bytes` */
async function zlib(bytes) {
  const { writable, readable } = new CompressionStream('deflate');
  const writer = writable.getWriter();
  const [, , out] = await Promise.all([writer.write(bytes), writer.close(), new Response(readable).arrayBuffer()]);
  return new Uint8Array(out);
}

/**
 * The width and height a picture is sent at, and how it is drawn for them: the image host's resize
 * (`{ width }`: that wide, the height in proportion; `{ width, height }`: filling the box, cut to it
 * centred). A picture that would have to grow comes at its own size.
 * @param {Picture} picture
 * @param {{ width: number, height?: number } | null} [asked]
 */
function pictureSize(picture, asked) {
  const own = { width: picture.width, height: picture.height, scale: 1, left: 0, top: 0 };
  if (!asked) return own;
  const scale = asked.height === undefined ? asked.width / picture.width : Math.max(asked.width / picture.width, asked.height / picture.height);
  if (scale >= 1) return own;
  if (asked.height === undefined) return { width: asked.width, height: Math.max(1, Math.round(picture.height * scale)), scale, left: 0, top: 0 };
  return { width: asked.width, height: asked.height, scale, left: (picture.width * scale - asked.width) / 2, top: (picture.height * scale - asked.height) / 2 };
}

/**
 * The PNG file of `picture`, at its own size or as `asked` (see `pictureSize`).
 * @param {Picture} picture
 * @param {{ width: number, height?: number } | null} [asked]
 * @returns {Promise<Uint8Array>}
 */
export async function picturePng(picture, asked) {
  const { width, height, scale, left, top } = pictureSize(picture, asked);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const parts = [new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header)];
  // What the picture stands for, as the PNG's Title (international text: keyword, flags, UTF-8).
  if (picture.title) parts.push(chunk('iTXt', new TextEncoder().encode(`Title\0\0\0\0\0${picture.title}`)));
  parts.push(chunk('IDAT', await zlib(scanlines(picture, width, height, scale, left, top))), chunk('IEND', new Uint8Array(0)));
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
