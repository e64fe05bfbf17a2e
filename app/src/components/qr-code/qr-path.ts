import { create } from 'qrcode';

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

/** The SVG of a QR code: a 2-module white margin, one unit per module. */
export function qrSvgParts(value: string) {
  const { size, d } = qrPath(value);
  return { viewBox: `-2 -2 ${size + 4} ${size + 4}`, rect: { x: -2, y: -2, width: size + 4, height: size + 4 }, d };
}
