import * as Carousel from '@hangjia/ui/carousel';
import { AdLink } from './ad-link';
import type { Ad } from './ad-target';
import * as styles from './ad-carousel.css';
import * as adStyles from './ad-link.css';

export interface AdCarouselProps {
  ads: readonly Ad[] | undefined;
  /** The accessible name of the slot. */
  label: string;
  className?: string;
}

/** One ad slot: a vertical carousel, 157 px high, changing every 10 s. Nothing when the slot is empty. */
export function AdCarousel({ ads, label, className }: AdCarouselProps) {
  if (!ads?.length) return null;
  return (
    <Carousel.Root
      orientation="vertical"
      interval={10_000}
      height={157}
      arrows="never"
      labels={{ carousel: label }}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <Carousel.Viewport className={styles.viewport}>
        {ads.map((ad) => (
          <Carousel.Slide key={ad.id} className={styles.slide}>
            <AdLink ad={ad} className={adStyles.fill}>
              <img src={ad.imageInfo.imageUrl} alt={ad.title} className={adStyles.image} loading="lazy" />
            </AdLink>
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
      {ads.length > 1 ? (
        <Carousel.Indicators className={styles.dots}>
          {(i) => <Carousel.Indicator key={i} index={i} className={styles.dot} />}
        </Carousel.Indicators>
      ) : null}
    </Carousel.Root>
  );
}
