// `@hangjia/ui/back-to-top`: the back to top.
export { BackToTop, backToTopLabels, type BackToTopLabels, type BackToTopProps } from './back-to-top';
export { BACK_TO_TOP_THRESHOLD, backToTopBehavior, isBackToTopVisible } from './back-to-top-logic';
export { useBackToTop } from './use-back-to-top';
