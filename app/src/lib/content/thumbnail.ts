import type { ImgHTMLAttributes } from 'react';
import { safeSrc } from './safe-href';

// A picture shown smaller than it is made (a card's cover, an avatar, a logo) is asked of the image
// host at the size it is shown, with the host's resize parameter (the contract's `ImageUrl`: Aliyun
// OSS image processing). Pages, banners and pictures shown at their full width keep their URL.
//
// - A picture shown whole (`object-fit: contain`, or a height that follows) is asked by its width:
//   `?x-oss-process=image/resize,w_320`.
// - A picture that fills a box (`object-fit: cover`) is asked for the box, filled and cut to it as
//   the browser would: `?x-oss-process=image/resize,m_fill,w_160,h_90`. By its width alone, a
//   picture wider than the box would come short of the box's height and be stretched to it.

const PARAM = 'x-oss-process';
/** The sizes OSS resizes to. */
const MAX_SIDE = 16384;
/** The widths a picture whose width follows the layout is offered at (shared, so the host's cache is too). */
const LADDER = [160, 240, 320, 480, 640, 960, 1280, 1920];

type ImageAttributes = Pick<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'>;

/**
 * Whether the image host can be asked for `url` resized: an absolute http(s) URL (or one without
 * its scheme) that carries no process of its own. `data:` and `blob:` URLs (pictures picked on this
 * device) and the site's own files (relative URLs) are not on the image host.
 */
export function resizable(url: string): boolean {
  return /^(?:https?:)?\/\//i.test(url) && !/[?&]x-oss-process=/.test(url);
}

const side = (n: number) => Math.min(MAX_SIDE, Math.max(1, Math.round(n)));

/**
 * `url` asked for `width` px wide, its height in proportion; with `height`, filling `width` ×
 * `height` (cut to it, centred). `url` itself where that does not apply.
 */
export function thumbnail(url: string, width: number, height?: number): string {
  if (!resizable(url)) return url;
  const process = height === undefined ? `image/resize,w_${side(width)}` : `image/resize,m_fill,w_${side(width)},h_${side(height)}`;
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const fragment = hashAt < 0 ? '' : url.slice(hashAt);
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${PARAM}=${process}${fragment}`;
}

/** A candidate of `srcset`: its URL (whitespace would end it early) and its descriptor. */
const candidate = (url: string, descriptor: string) => `${url.replace(/\s/g, encodeURIComponent)} ${descriptor}`;

/**
 * The attributes of a picture shown `width` CSS px wide (its widest, where a narrower screen shows
 * it smaller), or filling a box of `width` × `height`: `src` at that size and `srcSet` at 1× and 2×
 * for high-density screens.
 */
export function thumbnailImage(url: string, width: number, height?: number): ImageAttributes {
  if (!resizable(url)) return { src: safeSrc(url) };
  const at = (scale: number) => thumbnail(url, width * scale, height === undefined ? undefined : height * scale);
  return { src: at(1), srcSet: `${candidate(at(1), '1x')}, ${candidate(at(2), '2x')}` };
}

/**
 * The attributes of a picture whose width follows the layout, at most `maxWidth` CSS px: `srcSet`
 * offers it at the shared widths up to twice that (for 2× screens), and `sizes` (a media condition
 * list, as the layout's breakpoints give it) tells the browser how wide it is shown, so it picks
 * one. With `aspect` (the box's width / height), the picture fills a box of that shape.
 */
export function fluidThumbnail(url: string, maxWidth: number, sizes: string, aspect?: number): ImageAttributes {
  if (!resizable(url)) return { src: safeSrc(url) };
  const at = (w: number) => thumbnail(url, w, aspect === undefined ? undefined : w / aspect);
  const widths: number[] = [];
  for (const w of LADDER) {
    widths.push(w);
    if (w >= maxWidth * 2) break;
  }
  return { src: at(maxWidth), srcSet: widths.map((w) => candidate(at(w), `${w}w`)).join(', '), sizes };
}
