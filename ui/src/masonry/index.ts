export * from './masonry';
export * from './masonry-logic';
export * as Masonry from './parts';
