import { useQuery } from '@tanstack/react-query';
import * as Carousel from '@hangjia/ui/carousel';
import { AD_CAROUSEL_INTERVAL } from '../../../components/ads/ad-carousel';
import { AdLink } from '../../../components/ads/ad-link';
import { AdSlots } from '../../../components/ads/ad-slots';
import { heroImage } from '../../../lib/content/hero';
import { useSessionStore } from '@hangjia/sdk/react';
import { useNewsQueries } from '../news-queries';
import * as adStyles from '../../../components/ads/ad-link.css';
import * as styles from './home-top.css';
import { safeSrc } from '../../../lib/content/safe-href';

/**
 * How long a banner stays before the next: the specification gives no figure for the banners, which
 * keep the 5 s they have always had.
 */
const BANNER_INTERVAL = 5_000;

/** The closable top ad carousel, an ad every 10 s; nothing when there are no ads. */
export function TopAds() {
  const newsQueries = useNewsQueries();
  const { data: ads } = useQuery(newsQueries.topAds());
  if (!ads?.length) return null;
  return (
    <Carousel.Root interval={AD_CAROUSEL_INTERVAL} arrows="never" labels={{ carousel: '顶部广告', close: '关闭广告' }} className={styles.topAd}>
      <Carousel.Viewport className={styles.viewport}>
        {ads.map((ad) => (
          <Carousel.Slide key={ad.id} className={styles.fadeSlide}>
            <AdLink ad={ad} className={adStyles.fill}>
              <img src={safeSrc(ad.imageInfo.imageUrl)} alt={ad.title} className={adStyles.image} width={1200} height={80} />
            </AdLink>
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
      <Carousel.Close className={styles.close}>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" fill="currentColor" />
        </svg>
      </Carousel.Close>
    </Carousel.Root>
  );
}

/** The banner carousel. */
export function Banners() {
  const newsQueries = useNewsQueries();
  const { data: banners } = useQuery(newsQueries.banners(useSessionStore().getUser()));
  if (!banners?.length) return null;
  return (
    <Carousel.Root interval={BANNER_INTERVAL} arrows="hover" labels={{ carousel: '焦点图' }} className={styles.banner}>
      <Carousel.Viewport className={styles.viewport}>
        {banners.map((banner, i) => (
          <Carousel.Slide key={banner.id} className={styles.fadeSlide}>
            <AdLink ad={banner} className={adStyles.fill}>
              <img
                src={safeSrc(banner.imageInfo.imageUrl)}
                alt={banner.title}
                className={adStyles.image}
                width={1200}
                height={400}
                loading={i === 0 ? 'eager' : 'lazy'}
                {...(i === 0 ? heroImage : {})}
              />
            </AdLink>
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
      <Carousel.Previous className={styles.prev}>‹</Carousel.Previous>
      <Carousel.Next className={styles.next}>›</Carousel.Next>
      <Carousel.Indicators className={styles.dots}>
        {(i) => <Carousel.Indicator key={i} index={i} className={styles.dot} />}
      </Carousel.Indicators>
    </Carousel.Root>
  );
}

/** The three ad slots of the home page (type 3), loaded after hydration in their kept places. */
export function HomeAds() {
  const newsQueries = useNewsQueries();
  return (
    <div className={styles.ads}>
      <AdSlots request={newsQueries.adsRequest(3)} />
    </div>
  );
}
