export * from './carousel';
export * from './carousel-logic';
export * from './use-carousel';
export * as Carousel from './parts';
