// The sample-data kit: a seeded random source, envelope helpers, date helpers and the asset
// registry. Every module of samples/ builds its examples with these, so the output is the same
// for the same seed on every machine.
import type { Picture } from '../src/picture.mjs';
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

/**
 * Assets: each call registers a file and returns its URL under `${origin}/assets/`. A picture is
 * kept as what it shows (`Picture`) and drawn as PNG when asked for, at the size asked
 * (`picturePng` of `@hangjia/openapi/picture`); a file (a QR code's SVG) is kept as it is.
 */
export class AssetRegistry {
  readonly files = new Map<string, string>();
  readonly pictures = new Map<string, Picture>();
  constructor(readonly origin: string) {}
  add(file: string, svg: string): string {
    this.files.set(file, svg);
    return this.url(file);
  }
  picture(file: string, picture: Picture): string {
    this.pictures.set(file, picture);
    return this.url(file);
  }
  has(file: string): boolean {
    return this.files.has(file) || this.pictures.has(file);
  }
  private url(file: string): string {
    return `${this.origin}/assets/${file}`;
  }
}

const PALETTE = ['#0b4f9c', '#0f766e', '#7c3aed', '#b45309', '#be123c', '#1d4ed8', '#047857', '#9d174d', '#334155', '#c2410c'];

function hashColor(text: string): string {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return PALETTE[h % PALETTE.length]!;
}

/** A picture card: a coloured panel for covers, banners, data charts; its title names what it stands for (the PNG's Title). */
export function panelPicture(width: number, height: number, title: string, subtitle = ''): Picture {
  return { kind: 'panel', width, height, color: hashColor(title), title: subtitle ? `${title} · ${subtitle}` : title };
}

/** A logo: a tile in the company's colour. */
export function logoPicture(name: string): Picture {
  return { kind: 'logo', width: 200, height: 100, color: hashColor(name), title: name };
}

/** An avatar: a figure in the person's colour. */
export function avatarPicture(name: string): Picture {
  return { kind: 'avatar', width: 120, height: 120, color: hashColor(name), title: name };
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
