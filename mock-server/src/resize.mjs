// The image host's resize parameter, as the contract's `ImageUrl` states it (Aliyun OSS image
// processing): `?x-oss-process=image/resize,w_{width}` answers the picture `width` px wide, its
// height in proportion; `image/resize,m_fill,w_{width},h_{height}` fills that box, cut to it
// centred. A picture that would have to grow comes at its own size, and a process string the host
// does not understand is a 400, as OSS answers them. The mock understands these two forms alone
// (sides from 1 to 16384, the parameters in any order): anything else the site asked for would
// fail here before it failed on the real host.
//
// The sample pictures are PNG files drawn at the size asked (`picturePng` of @hangjia/openapi/picture,
// from what the contract's build wrote of each in assets/pictures.json). An SVG file (a QR code) keeps
// its viewBox and gets the asked width and height (filled: `preserveAspectRatio="xMidYMid slice"`),
// which is what a browser reads of a picture's size.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { picturePng } from '@hangjia/openapi/picture';

/**
 * A size asked of a picture: `width` px wide, its height in proportion, or filling `width` × `height`.
 * @typedef {{ width: number, height?: number }} Size
 */

export const PROCESS_PARAM = 'x-oss-process';
export const MAX_SIDE = 16384;

/**
 * What `search` (a URL's query) asks of the picture: `{ width }` or `{ width, height }` (filled),
 * `null` when no process is asked, or `{ error }` for a process the host does not understand.
 * @param {string} search
 * @returns {Size | { error: string } | null}
 */
export function askedProcess(search) {
  const asked = new URLSearchParams(search).getAll(PROCESS_PARAM);
  if (asked.length === 0) return null;
  const unsupported = { error: `unsupported process "${asked.join('", "')}": this host understands one image/resize,w_{width} or image/resize,m_fill,w_{width},h_{height}` };
  if (asked.length > 1) return unsupported;
  const [action, ...params] = /** @type {string} */ (asked[0]).split(',');
  const values = Object.fromEntries(params.map((param) => [param.split('_')[0], param.slice(param.indexOf('_') + 1)]));
  if (action !== 'image/resize' || Object.keys(values).length !== params.length) return unsupported;
  const { m, w, h, ...other } = values;
  const fill = m === 'fill';
  if (Object.keys(other).length > 0 || (m !== undefined && !fill) || w === undefined || (h !== undefined) !== fill) return unsupported;
  const sides = fill ? [w, h] : [w];
  if (!sides.every((n) => /^\d{1,5}$/.test(n) && Number(n) >= 1 && Number(n) <= MAX_SIDE)) return { error: `a side of "${asked[0]}" is not a number from 1 to ${MAX_SIDE}` };
  return fill ? { width: Number(w), height: Number(h) } : { width: Number(w) };
}

/**
 * The body of the host's 400, in OSS's shape.
 * @param {string} message
 */
export function processError(message) {
  const text = message.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>InvalidArgument</Code><Message>${text}</Message></Error>\n`;
}

/** @type {(tag: string, name: string) => number | null} */
const number = (tag, name) => {
  const m = new RegExp(`\\s${name}="([\\d.]+)(?:px)?"`).exec(tag);
  return m ? Number(m[1]) : null;
};

/**
 * The drawing `svg` at `width` px wide, its height in proportion, or with `height` filling `width`
 * × `height` (cut to it, centred); as it is when it would have to grow or its size is unknown.
 * @param {string} svg
 * @param {number} width
 * @param {number} [height]
 * @returns {string}
 */
export function resizeSvg(svg, width, height) {
  const open = /<svg\b[^>]*>/.exec(svg);
  if (!open) return svg;
  const tag = open[0];
  const w = number(tag, 'width');
  const h = number(tag, 'height');
  if (!w || !h) return svg;
  const scale = height === undefined ? width / w : Math.max(width / w, height / h);
  if (scale >= 1) return svg;
  const newHeight = height ?? Math.max(1, Math.round(h * scale));
  let resized = tag.replace(/\swidth="[^"]*"/, ` width="${width}"`).replace(/\sheight="[^"]*"/, ` height="${newHeight}"`);
  if (!/\sviewBox=/.test(tag)) resized = resized.replace(/^<svg\b/, `<svg viewBox="0 0 ${w} ${h}"`);
  if (height !== undefined) resized = resized.replace(/\spreserveAspectRatio="[^"]*"/, '').replace(/^<svg\b/, '<svg preserveAspectRatio="xMidYMid slice"');
  return svg.slice(0, open.index) + resized + svg.slice(open.index + tag.length);
}

/** Resized drawings, by file, its modification time and the width (a few hundred pictures at a few widths). */
/** @type {Map<string, Buffer>} */
const cache = new Map();
const CACHE_ENTRIES = 4000;

/**
 * The SVG file `file` (modified at `mtimeMs`) resized as `asked` says (askedProcess), kept in memory once made.
 * @param {string} file
 * @param {number} mtimeMs
 * @param {Size} asked
 * @returns {Buffer}
 */
export function resizedSvgFile(file, mtimeMs, { width, height }) {
  const key = `${file}\n${mtimeMs}\n${width}\n${height}`;
  let body = cache.get(key);
  if (!body) {
    body = Buffer.from(resizeSvg(readFileSync(file, 'utf8'), width, height));
    if (cache.size >= CACHE_ENTRIES) cache.delete(/** @type {string} */ (cache.keys().next().value));
    cache.set(key, body);
  }
  return body;
}

/** What each picture of an assets folder is (its pictures.json), read again when the file changes. */
/** @type {{ file: string, mtimeMs: number, pictures: Map<string, import('@hangjia/openapi/picture').Picture> } | null} */
let manifest = null;

/**
 * The picture at `path` (under assets/) of the folder `assetsDir`, or null when it has none there.
 * @param {string} assetsDir
 * @param {string} path
 */
export function pictureAt(assetsDir, path) {
  const file = join(assetsDir, 'pictures.json');
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (manifest?.file !== file || manifest.mtimeMs !== mtimeMs) {
    manifest = { file, mtimeMs, pictures: new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')))) };
  }
  return manifest.pictures.get(path) ?? null;
}

/** Drawn pictures, by what they are and the size asked (a few hundred pictures at a few sizes). */
/** @type {Map<string, Promise<Uint8Array>>} */
const drawn = new Map();

/**
 * The PNG file of `picture`, at its own size or as `asked` says (askedProcess), kept in memory once drawn.
 * @param {import('@hangjia/openapi/picture').Picture} picture
 * @param {Size | null} asked
 * @returns {Promise<Uint8Array>}
 */
export function pictureFile(picture, asked) {
  const key = `${JSON.stringify(picture)}\n${asked?.width}\n${asked?.height}`;
  let body = drawn.get(key);
  if (!body) {
    body = picturePng(picture, asked);
    if (drawn.size >= CACHE_ENTRIES) drawn.delete(/** @type {string} */ (drawn.keys().next().value));
    drawn.set(key, body);
    body.catch(() => drawn.delete(key));
  }
  return body;
}
