// `@hangjia/ui/carousel`: the carousel (`import * as Carousel from '@hangjia/ui/carousel'`).
export { CarouselClose, CarouselIndicator, CarouselIndicators, CarouselNext, CarouselPrev, CarouselPrevious, CarouselRoot, CarouselSlide, CarouselViewport, carouselLabels, type CarouselIndicatorProps, type CarouselIndicatorsProps, type CarouselLabels, type CarouselRootProps } from './carousel';
export { AD_INTERVAL, CAROUSEL_INTERVAL, PHOTO_INTERVAL, arrowsVisible, keyStep, shouldAutoplay, stepIndex, type AutoplayInput, type CarouselArrows, type CarouselOrientation } from './carousel-logic';
export { useCarousel, type CarouselState, type UseCarouselOptions } from './use-carousel';

/** The parts under short names, for `import * as Carousel from '@hangjia/ui/carousel'`. */
export { CarouselRoot as Root, CarouselViewport as Viewport, CarouselSlide as Slide, CarouselPrevious as Previous, CarouselNext as Next, CarouselIndicators as Indicators, CarouselIndicator as Indicator, CarouselClose as Close } from './carousel';
/** `Carousel.Prev`, deprecated: use `Previous`, the pager's word. Removed in the next minor. */
export { CarouselPrev as Prev } from './carousel';
