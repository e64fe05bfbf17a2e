// The Chromium the browser tests and the benchmarks drive: Debian's, never a downloaded one.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * Debian's Chromium binary itself where it is, else its launcher script (or CHROMIUM_PATH). The
 * launcher adds flags for a desktop (GPU rasterization, which on a machine without a GPU runs on
 * the processor through a GL emulator; its extensions): a 40-page run of the fault matrix took 57
 * processor-seconds without them, 66 with them.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : '/usr/bin/chromium');

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
