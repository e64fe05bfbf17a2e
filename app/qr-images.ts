// QR codes of fixed addresses (the footer's) as SVG images made at build time: pages show them
// without a script, and the QR library stays out of the JavaScript every page loads.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { qrSvgParts } from './src/components/qr-code/qr-path.ts';

export interface QrImage {
  /** What the code is, e.g. '行家说公众号'. */
  label: string;
  /** The address it holds. */
  value: string;
}

/** The module the app imports: `[{ label, src }]`, in the order given. */
export const QR_IMAGES_ID = 'virtual:qr-images';
const RESOLVED = `\0${QR_IMAGES_ID}`;

export function qrSvg(value: string): string {
  const { viewBox, rect, d } = qrSvgParts(value);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" shape-rendering="crispEdges">` +
    `<rect x="${rect.x}" y="${rect.y}" width="${rect.width}" height="${rect.height}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`
  );
}

/**
 * In a build each code is a file `assets/qr-<hash>.svg` (named by its content, so cached for good;
 * the browser build writes it, the server build only names it); while serving or testing, a data URL.
 */
export function qrImages(images: readonly QrImage[]): Plugin {
  let command: 'build' | 'serve' = 'serve';
  let ssr = false;
  return {
    name: 'hangjia-qr-images',
    configResolved(config) {
      command = config.command;
      ssr = !!config.build.ssr;
    },
    resolveId: (id) => (id === QR_IMAGES_ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const list = images.map(({ label, value }) => {
        const svg = qrSvg(value);
        if (command === 'serve') return { label, src: `data:image/svg+xml,${encodeURIComponent(svg)}` };
        const fileName = `assets/qr-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;
        if (!ssr) this.emitFile({ type: 'asset', fileName, source: svg });
        return { label, src: `/${fileName}` };
      });
      return `export default ${JSON.stringify(list)};`;
    },
  };
}
