import { create } from 'qrcode';
import { useMemo } from 'react';

export interface QrCodeProps {
  value: string;
  /** Rendered size in px. */
  size?: number;
  /** The accessible name, e.g. '行家说公众号二维码'. */
  label: string;
  className?: string;
}

/** The path of the dark modules of a QR code, one unit per module. */
export function qrPath(value: string): { size: number; d: string } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (modules.get(y, x)) d += `M${x} ${y}h1v1h-1z`;
    }
  }
  return { size: modules.size, d };
}

/** A QR code drawn as SVG (no canvas, no injected markup). */
export function QrCode({ value, size = 96, label, className }: QrCodeProps) {
  const { size: n, d } = useMemo(() => qrPath(value), [value]);
  return (
    <svg className={className} role="img" aria-label={label} width={size} height={size} viewBox={`-2 -2 ${n + 4} ${n + 4}`} shapeRendering="crispEdges">
      <rect x={-2} y={-2} width={n + 4} height={n + 4} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
