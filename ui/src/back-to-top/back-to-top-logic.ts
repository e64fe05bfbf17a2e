/** The back-to-top control appears once the page has scrolled this far. */
export const BACK_TO_TOP_THRESHOLD = 300;

export function isBackToTopVisible(scrollY: number, threshold = BACK_TO_TOP_THRESHOLD): boolean {
  return scrollY >= threshold;
}

/** Smooth scrolling unless the user prefers reduced motion. */
export function backToTopBehavior(reducedMotion: boolean): ScrollBehavior {
  return reducedMotion ? 'auto' : 'smooth';
}
