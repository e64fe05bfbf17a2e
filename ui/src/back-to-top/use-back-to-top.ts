import { useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from '../shared/use-prefers-reduced-motion';
import { BACK_TO_TOP_THRESHOLD, backToTopBehavior, isBackToTopVisible } from './back-to-top-logic';

export function useBackToTop({ threshold = BACK_TO_TOP_THRESHOLD }: { threshold?: number } = {}) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(isBackToTopVisible(window.scrollY, threshold));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  const scrollToTop = useCallback(() => {
    window.scrollTo({ top: 0, behavior: backToTopBehavior(prefersReducedMotion()) });
  }, []);

  return { visible, scrollToTop };
}
