import { CarouselIndicator, CarouselIndicators, CarouselNext, CarouselPrevious, CarouselRoot, CarouselSlide, CarouselViewport } from '@hangjia/ui';
import * as styles from './photo-carousel.css';

/** How long a photo stays before the next (the specification: photo carousels, 5 s). */
export const PHOTO_CAROUSEL_INTERVAL = 5_000;

export interface PhotoCarouselProps {
  photos: readonly string[];
  /** The accessible name of the carousel; photos are named `{label} 第 n 张`. */
  label: string;
  /** Arrows always shown (2023) or while pointed at or focused (default). */
  arrows?: 'always' | 'hover';
  /** Dots under the photos (default true). */
  indicators?: boolean;
  className?: string;
}

/**
 * A photo gallery: one photo at a time, the next every 5 s (`PHOTO_CAROUSEL_INTERVAL`), 675 px
 * high on screens wider than 1400 px and scaled with the width below.
 */
export function PhotoCarousel({ photos, label, arrows = 'hover', indicators = true, className }: PhotoCarouselProps) {
  if (!photos.length) return null;
  return (
    <CarouselRoot interval={PHOTO_CAROUSEL_INTERVAL} arrows={arrows} labels={{ carousel: label }} className={[styles.root, className].filter(Boolean).join(' ')} data-count={photos.length}>
      <CarouselViewport className={styles.viewport}>
        {photos.map((src, i) => (
          <CarouselSlide key={src} className={styles.slide}>
            <img src={src} alt={`${label} 第 ${i + 1} 张`} className={styles.image} loading={i === 0 ? 'eager' : 'lazy'} width={1200} height={675} />
          </CarouselSlide>
        ))}
      </CarouselViewport>
      <CarouselPrevious className={`${styles.arrow} ${styles.prev}`}>‹</CarouselPrevious>
      <CarouselNext className={`${styles.arrow} ${styles.next}`}>›</CarouselNext>
      {indicators ? (
        <CarouselIndicators className={styles.dots}>{(i: number) => <CarouselIndicator key={i} index={i} className={styles.dot} />}</CarouselIndicators>
      ) : null}
    </CarouselRoot>
  );
}
