// The Chromium the browser tests and the benchmarks drive: Debian's, never a downloaded one.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * Debian's headless shell (package chromium-headless-shell) where it is, else Debian's Chromium
 * binary itself, else its launcher script (or CHROMIUM_PATH).
 *
 * The shell first: the full browser's headless mode opens each new window (every context's first
 * page, every Lighthouse run) with the omnibox popup's own renderer (chrome://omnibox-popup.top-chrome),
 * about half a processor-second of script beside the page. A test's visit in a new context cost
 * 4.45 processor-seconds with it and 1.90 with the shell, in a kept page 1.78 and 1.26
 * (`npm run bench:visits -w @hangjia/app`); on two cores it also slowed the page Lighthouse measures.
 * Not the launcher script: it adds flags for a desktop (GPU rasterization, which on a machine
 * without a GPU runs on the processor through a GL emulator; its extensions).
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/lib/chromium/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

/** A phone's browser (an iPhone's Safari), for the tests and the benchmarks that ask as one. */
export const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/**
 * Headless as root, with no GPU, and none of its own connections: this machine's closed network
 * refuses them, many at a time, without the background-networking flags.
 */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/**
 * A headless Chromium with the flags above, and `extraArgs`.
 * @param {string[]} [extraArgs]
 */
export function launchChromium(extraArgs = []) {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs], headless: true });
}
