export type CarouselOrientation = 'horizontal' | 'vertical';
/** When the previous/next arrows show: always, only while hovered or focused, or never. */
export type CarouselArrows = 'always' | 'hover' | 'never';

/**
 * Milliseconds between slides when `interval` is not given: 5 s, the usual default of carousels
 * (Bootstrap's among them), long enough to read a caption. How long a site shows its own slides is
 * the site's choice: pass `interval`.
 */
export const CAROUSEL_INTERVAL = 5_000;

/** @deprecated the portal's ad interval (10 s) belongs to the site: pass `interval={10_000}`; removed in the next minor */
export const AD_INTERVAL = 10_000;
/** @deprecated the portal's photo interval (5 s) belongs to the site: pass `interval={5_000}`, or nothing for `CAROUSEL_INTERVAL`; removed in the next minor */
export const PHOTO_INTERVAL = 5_000;

/** The slide `step` away from `index`, wrapping around when `loop`, else stopping at the ends. */
export function stepIndex(index: number, count: number, step: number, loop = true): number {
  if (count <= 0) return 0;
  const next = index + step;
  if (loop) return ((next % count) + count) % count;
  return Math.min(Math.max(next, 0), count - 1);
}

export interface AutoplayInput {
  autoplay: boolean;
  count: number;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
}

/** Slides advance by themselves only with two or more slides, nobody pointing at or focused in the carousel, and motion allowed. */
export function shouldAutoplay({ autoplay, count, hovered, focused, reducedMotion }: AutoplayInput): boolean {
  return autoplay && count > 1 && !hovered && !focused && !reducedMotion;
}

export function arrowsVisible(arrows: CarouselArrows, engaged: boolean): boolean {
  return arrows === 'always' || (arrows === 'hover' && engaged);
}

/** Which key moves which way, by orientation. */
export function keyStep(key: string, orientation: CarouselOrientation): -1 | 1 | 0 {
  const [back, forward] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  return key === back ? -1 : key === forward ? 1 : 0;
}
