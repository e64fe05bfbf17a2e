import { heroImage } from '../../../lib/content/hero';
import * as styles from './awards.css';

/** The banner of an award page with its title (the page's h1). */
export function AwardBanner({ image, title, subtitle }: { image: string | undefined; title: string; subtitle: string }) {
  return (
    <header className={styles.banner}>
      {image ? <img src={image} alt="" width={1920} height={520} className={styles.bannerImage} {...heroImage} /> : null}
      <div className={styles.bannerText}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
    </header>
  );
}
