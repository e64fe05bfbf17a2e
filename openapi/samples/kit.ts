// The sample-data kit: a seeded random source, envelope helpers, date helpers and the asset
// registry. Every module of samples/ builds its examples with these, so the output is the same
// for the same seed on every machine.
import QRCode from 'qrcode';

export const SEED = 20241118;
/**
 * The origin the contract's examples are written with: a placeholder that nothing serves (`.invalid`
 * never resolves). Whoever serves the sample world puts its own public origin in its place: the
 * world is built for an origin (`createSampleWorld(seed, origin)`), and the mock's front rewrites
 * this one in the examples Prism answers. The bundle names it as `x-examples-origin`.
 */
export const EXAMPLES_ORIGIN = 'http://mock-origin.invalid';
/** Where the examples' pictures are: `${EXAMPLES_ORIGIN}/assets`. */
export const ASSET_BASE = `${EXAMPLES_ORIGIN}/assets`;

export type Example = { summary: string; value: unknown };
export type Examples = Record<string, Record<string, Example>>;

/** mulberry32: small, fast and deterministic. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const sample = <T>(items: readonly T[], n: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  };
  return { next, int, pick, sample };
}
export type Random = ReturnType<typeof createRandom>;

export const ok = (json: unknown, summary = 'A realistic answer'): Example => ({
  summary,
  value: { code: 0, msg: 'success', json },
});
export const okData = (data: unknown, summary = 'A realistic answer'): Example => ({
  summary,
  value: { code: 0, msg: 'success', data },
});
export const fail = (code: number, msg: string, summary: string): Example => ({
  summary,
  value: { code, msg },
});
export const unauthorized = () => fail(401, '登录已过期，请重新登录', 'The supply-chain token is missing or expired');

const pad = (n: number) => String(n).padStart(2, '0');
/**
 * The samples' fixed clock: sample dates count back from 2024-11-18 10:00, China time (UTC+8).
 * Not the SDK's China-time clock: the contract package imports nothing of the SDK, which is made
 * from it.
 */
const EPOCH = Date.UTC(2024, 10, 18, 2, 0, 0);
/** `yyyy-MM-dd HH:mm:ss` of the sample clock, `minutesAgo` before its now. */
export function sampleDateTime(minutesAgo: number): string {
  const d = new Date(EPOCH + 8 * 3600_000 - minutesAgo * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
/** `yyyy-MM-dd` of the sample clock, `minutesAgo` before its now. */
export const sampleDate = (minutesAgo: number) => sampleDateTime(minutesAgo).slice(0, 10);

/** Assets: each call registers an SVG file and returns its URL under `${origin}/assets/`. */
export class AssetRegistry {
  readonly files = new Map<string, string>();
  constructor(readonly origin: string) {}
  add(file: string, svg: string): string {
    this.files.set(file, svg);
    return `${this.origin}/assets/${file}`;
  }
}

const PALETTE = ['#0b4f9c', '#0f766e', '#7c3aed', '#b45309', '#be123c', '#1d4ed8', '#047857', '#9d174d', '#334155', '#c2410c'];
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function hashColor(text: string): string {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return PALETTE[h % PALETTE.length]!;
}

/** Lines of at most `perLine` characters; a Latin word or number (LED, TOP10) is never cut in two. */
function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  const latin = /[A-Za-z0-9]/;
  let i = 0;
  while (i < text.length && lines.length < maxLines) {
    let end = Math.min(i + perLine, text.length);
    if (end < text.length && latin.test(text[end - 1]!) && latin.test(text[end]!)) {
      let start = end - 1;
      while (start > i && latin.test(text[start - 1]!)) start -= 1;
      if (start > i) end = start;
    }
    lines.push(text.slice(i, end));
    i = end;
  }
  return lines;
}

/** A picture card: a coloured panel with a headline, used for covers, banners, data charts. */
export function pictureSvg(width: number, height: number, title: string, subtitle = ''): string {
  const color = hashColor(title);
  const size = Math.max(12, Math.min(44, Math.round(width / 14), Math.round(height / 3.2)));
  const perLine = Math.max(4, Math.floor((width * 0.84) / size));
  const lines = wrap(title, perLine, 3);
  const top = height / 2 - ((lines.length - 1) * size * 1.3) / 2;
  const text = lines
    .map((line, i) => `<text x="${width / 2}" y="${top + i * size * 1.3}" font-size="${size}" text-anchor="middle" dominant-baseline="middle" fill="#fff" font-weight="700">${esc(line)}</text>`)
    .join('');
  // On a short strip the line under the headline would cross it: the subtitle (广告) goes to the corner.
  const short = height < size * 4;
  const sub = !subtitle
    ? ''
    : short
      ? `<text x="${Math.round(size * 0.6)}" y="${height - Math.round(size * 0.4)}" font-size="${Math.round(size * 0.55)}" fill="#ffffffcc">${esc(subtitle)}</text>`
      : `<text x="${width / 2}" y="${height - size}" font-size="${Math.round(size * 0.55)}" text-anchor="middle" fill="#ffffffcc">${esc(subtitle)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.35}" fill="#ffffff14"/><g font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif">${text}${sub}</g></svg>`;
}

/** A logo: the short name on a light tile. */
export function logoSvg(name: string): string {
  const color = hashColor(name);
  const label = name.slice(0, 4);
  const size = label.length > 2 ? 30 : 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100" role="img" aria-label="${esc(name)}"><rect width="200" height="100" rx="8" fill="#fff"/><rect x="4" y="4" width="192" height="92" rx="6" fill="none" stroke="${color}" stroke-width="3"/><text x="100" y="52" font-size="${size}" text-anchor="middle" dominant-baseline="middle" fill="${color}" font-weight="700" font-family="'Noto Sans CJK SC','PingFang SC',sans-serif">${esc(label)}</text></svg>`;
}

/** An avatar: the family name in a circle. */
export function avatarSvg(name: string): string {
  const color = hashColor(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="${esc(name)}"><circle cx="60" cy="60" r="60" fill="${color}"/><text x="60" y="64" font-size="52" text-anchor="middle" dominant-baseline="middle" fill="#fff" font-family="'Noto Sans CJK SC','PingFang SC',sans-serif">${esc(name.slice(0, 1))}</text></svg>`;
}

/** A real QR code of `text`, as SVG. */
export function qrSvg(text: string): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const m = 4;
  let d = '';
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) if (qr.modules.get(x, y)) d += `M${x + m} ${y + m}h1v1h-1z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${(n + 2 * m) * 6}" height="${(n + 2 * m) * 6}" viewBox="0 0 ${n + 2 * m} ${n + 2 * m}" shape-rendering="crispEdges" role="img" aria-label="二维码"><rect width="100%" height="100%" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
}
