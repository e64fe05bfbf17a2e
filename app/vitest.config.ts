import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.source';
import { qrImages } from './qr-images';
import { routeAreas } from './route-areas';
import { footerCodes } from './src/components/layout/footer-codes';

export default defineProject({
  plugins: [vanillaExtractPlugin(), qrImages(footerCodes), routeAreas(join(import.meta.dirname, 'src/features'))],
  test: {
    name: 'app',
    pool: 'threads',
    root: import.meta.dirname,
    environment: 'jsdom',
    // Files share a worker's environment (each cleans up after itself, test/setup.ts).
    isolate: false,
    // Whole pages render in jsdom: a loaded machine needs more than the default 5 s.
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
  },
  ...sourceConditions,
});
