import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { QrCodeProps } from './qr-code';

/** The QR drawing's code (the QR library with it): loaded only where a QR code is to be shown. */
export const loadQrCode = () => import('./qr-code');

const QrCodeNow = lazy(() => loadQrCode().then((m) => ({ default: m.QrCode })));

/** The QR code's place while its code loads: the same size, so nothing moves when it comes. */
function QrPlace({ size = 96, className }: Pick<QrCodeProps, 'size' | 'className'>) {
  return <span className={className} style={{ display: 'inline-block', width: size, height: size }} aria-hidden="true" />;
}

/** A QR code whose code loads when it is rendered (call `loadQrCode` on intent to have it ready). */
export function LazyQrCode(props: QrCodeProps) {
  return (
    <Suspense fallback={<QrPlace size={props.size} className={props.className} />}>
      <QrCodeNow {...props} />
    </Suspense>
  );
}

/** A QR code drawn once it comes within 200 px of the screen; its place until then. */
export function QrCodeWhenVisible(props: QrCodeProps) {
  const place = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <LazyQrCode {...props} />;
  return (
    <span ref={place} className={props.className} style={{ display: 'inline-block', width: props.size ?? 96, height: props.size ?? 96 }} aria-hidden="true" />
  );
}
