import { lazy, Suspense, useState } from 'react';
import { FooterContactsFallback, type Contact } from './footer-contacts-fallback';
import * as styles from './site-footer.css';

// Below the fold: the QR drawing and the popovers load after the page shows.
const QrCode = lazy(() => import('../qr-code/qr-code').then((m) => ({ default: m.QrCode })));
const FooterContacts = lazy(() => import('./footer-contacts').then((m) => ({ default: m.FooterContacts })));

const contacts: Contact[] = [
  { label: '商务合作', lines: ['联系人：陈经理', '电话：0755-8632 1010', '邮箱：bd@hangjiashuo.example'] },
  { label: '投稿', lines: ['投稿邮箱：tougao@hangjiashuo.example', '请注明“投稿”及联系方式'] },
  { label: '客服', lines: ['客服电话：0755-8632 1020', '工作时间：周一至周五 9:00-18:00'] },
];

const codes = [
  { label: '行家说公众号', value: 'https://mp.hangjiashuo.example/display' },
  { label: '行家说小程序', value: 'https://m.hangjiashuo.example/' },
];

/** The footer: contact popovers (business, contribution, customer service), QR codes, copyright. */
export function SiteFooter() {
  const [asked, setAsked] = useState<string | null>(null);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            行家说
          </h2>
          <p className={styles.text}>聚焦 LED 与新型显示产业：资讯、调研白皮书、产业数据与行业活动。</p>
          <Suspense fallback={<FooterContactsFallback contacts={contacts} onAsk={setAsked} />}>
            <FooterContacts contacts={contacts} asked={asked} />
          </Suspense>
        </section>
        <ul className={styles.codes}>
          {codes.map((code) => (
            <li key={code.label} className={styles.code}>
              <div className={styles.codeBox}>
                <Suspense fallback={null}>
                  <QrCode value={code.value} size={88} label={`${code.label}二维码`} />
                </Suspense>
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
