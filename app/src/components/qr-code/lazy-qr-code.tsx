import { lazy, Suspense } from 'react';
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
