import { useMemo } from 'react';
import { qrSvgParts } from './qr-path';

export { qrPath } from './qr-path';

export interface QrCodeProps {
  value: string;
  /** Rendered size in px. */
  size?: number;
  /** The accessible name, e.g. '行家说公众号二维码'. */
  label: string;
  className?: string;
}

/** A QR code drawn as SVG (no canvas, no injected markup). */
export function QrCode({ value, size = 96, label, className }: QrCodeProps) {
  const { viewBox, rect, d } = useMemo(() => qrSvgParts(value), [value]);
  return (
    <svg className={className} role="img" aria-label={label} width={size} height={size} viewBox={viewBox} shapeRendering="crispEdges">
      <rect {...rect} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
