import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom';
import { BackToTopOnScroll } from '../components/back-to-top/back-to-top-on-scroll';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { LoginEntry } from '../features/auth/components/login-entry';
import { resolveHead } from '../lib/content/head';
import { QaSlot } from '../components/qa-panel/qa-slot';
import * as styles from './root-layout.css';

/** After a navigation, the title and description of the new page (the server wrote the first ones). */
function useDocumentHead() {
  const head = resolveHead(useMatches());
  useEffect(() => {
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  }, [head.title, head.description]);
}

/** The page frame: header, the routed page, footer and back-to-top. */
export function RootLayout() {
  useDocumentHead();
  useEffect(() => {
    // The page is the app now (after hydration, or the first render in the browser).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' ? <div className={styles.progress} role="progressbar" aria-label="页面加载中" /> : null}
      <a href="#main" className={styles.skip}>
        跳到主要内容
      </a>
      <SiteHeader login={<LoginEntry />} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <BackToTopOnScroll className={styles.backToTop}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M12 5l7 7-1.4 1.4L13 8.8V20h-2V8.8l-4.6 4.6L5 12z" fill="currentColor" />
        </svg>
      </BackToTopOnScroll>
      <ScrollRestoration />
      <QaSlot />
    </>
  );
}
