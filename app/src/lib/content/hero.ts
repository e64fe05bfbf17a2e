import type { ImgHTMLAttributes } from 'react';

/**
 * The attributes of a page's first picture: fetched with high priority, and marked for Element
 * Timing, which tells the server's page when the picture has been painted (the app's script is
 * asked for after that; see `startAfterPaint` in src/server/template.ts).
 */
export const heroImage = { fetchPriority: 'high', elementtiming: 'hero' } as ImgHTMLAttributes<HTMLImageElement>;
