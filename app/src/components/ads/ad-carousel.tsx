import * as Carousel from '@hangjia/ui/carousel';
import { useLayoutEffect, useRef, useState } from 'react';
import { AdLink } from './ad-link';
import type { Ad } from './ad-target';
import * as styles from './ad-carousel.css';
import * as adStyles from './ad-link.css';
import { safeSrc } from '../../lib/content/safe-href';

/** The height of an ad slot (px). */
export const AD_SLOT_HEIGHT = 157;

/** How long an ad stays before the next (the specification: ad carousels, 10000 ms). */
export const AD_CAROUSEL_INTERVAL = 10_000;

export interface AdCarouselProps {
  /** The slot's ads; `undefined` while they are not known yet (the server's HTML, loading). */
  ads: readonly Ad[] | undefined;
  /** The accessible name of the slot. */
  label: string;
  className?: string;
}

/**
 * One ad slot: a vertical carousel, 157 px high, changing every 10 s. Until its ads are known the
 * slot keeps their place (see `AdPlace`). Both carry `data-ad-slot`: the visitor's own part of a
 * shared page (its ads are asked for with the visitor's uuid, after hydration).
 */
export function AdCarousel({ ads, label, className }: AdCarouselProps) {
  const classes = [styles.root, className].filter(Boolean).join(' ');
  if (!ads?.length) return <AdPlace empty={ads !== undefined} className={classes} />;
  return (
    <Carousel.Root orientation="vertical" interval={AD_CAROUSEL_INTERVAL} height={AD_SLOT_HEIGHT} arrows="never" labels={{ carousel: label }} className={classes} data-ad-slot="">
      <Carousel.Viewport className={styles.viewport}>
        {ads.map((ad) => (
          <Carousel.Slide key={ad.id} className={styles.slide}>
            <AdLink ad={ad} className={adStyles.fill}>
              <img src={safeSrc(ad.imageInfo.imageUrl)} alt={ad.title} className={adStyles.image} loading="lazy" />
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

/**
 * The box an ad slot takes before its ads arrive, so that nothing moves when they do. A slot that
 * comes back empty gives its place back only when that moves nothing the visitor sees, that is when
 * it lies below the screen; on screen (or above it, scrolled past) it stays an empty box.
 */
function AdPlace({ empty, className }: { empty: boolean; className: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [collapsed, setCollapsed] = useState(false);
  // Before the browser paints, so an empty slot below the screen never shows.
  useLayoutEffect(() => {
    if (empty && ref.current && ref.current.getBoundingClientRect().top >= window.innerHeight) setCollapsed(true);
  }, [empty]);
  if (collapsed) return null;
  return <div ref={ref} className={className} style={{ height: AD_SLOT_HEIGHT }} data-state={empty ? 'empty' : 'loading'} data-ad-slot="" aria-hidden="true" />;
}
