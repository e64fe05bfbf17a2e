import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

const BackToTop = lazy(() => import('@hangjia/ui/back-to-top').then((m) => ({ default: m.BackToTop })));

/**
 * The back-to-top button, whose code loads when the page first scrolls (it shows only once the page
 * has scrolled 300 px): a page that is only looked at does not download it.
 */
export function BackToTopOnScroll({ className, children }: { className?: string; children?: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (window.scrollY > 0) return setScrolled(true);
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled ? (
    <Suspense fallback={null}>
      <BackToTop className={className}>{children}</BackToTop>
    </Suspense>
  ) : null;
}
