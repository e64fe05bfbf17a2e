export {
  CarouselRoot as Root,
  CarouselViewport as Viewport,
  CarouselSlide as Slide,
  CarouselPrev as Prev,
  CarouselNext as Next,
  CarouselIndicators as Indicators,
  CarouselIndicator as Indicator,
  CarouselClose as Close,
} from './carousel';
