import { lazy, useState } from 'react';
import qrImages from 'virtual:qr-images';
import { Island } from '../../lib/islands/island';
import { FooterContactsFallback, type ContactLabel } from './footer-contacts-fallback';
import * as styles from './site-footer.css';

// The popovers' code loads when the pointer, a touch or the focus first reaches the contacts (the
// server's buttons stay until then). The QR codes are images drawn at build time (footer-codes.ts).
const FooterContacts = lazy(() => import('./footer-contacts').then((m) => ({ default: m.FooterContacts })));

/** The footer: contact popovers (business, contribution, customer service), QR codes, copyright. */
export function SiteFooter() {
  const [asked, setAsked] = useState<ContactLabel | null>(null);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            行家说
          </h2>
          <p className={styles.text}>聚焦 LED 与新型显示产业：资讯、调研白皮书、产业数据与行业活动。</p>
          <Island fallback={<FooterContactsFallback onAsk={setAsked} />}>
            <FooterContacts asked={asked} />
          </Island>
        </section>
        <ul className={styles.codes}>
          {qrImages.map((code) => (
            <li key={code.label} className={styles.code}>
              <div className={styles.codeBox}>
                <img src={code.src} alt={`${code.label}二维码`} width={88} height={88} />
              </div>
              <span>{code.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.copyright}>Copyright © 2016-{new Date().getFullYear()} 行家说 版权所有</p>
    </footer>
  );
}
