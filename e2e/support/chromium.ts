import fs from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium; CHROMIUM_PATH overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const INSTALL_HINT = 'sudo apt-get update && sudo apt-get install -y chromium';

/** Throws with the exact install command when Chromium is missing: browser tests never skip silently. */
export function assertChromiumInstalled(): void {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`Browser tests need Chromium at ${chromiumPath}, which is missing. Install it with:\n\n    ${INSTALL_HINT}\n`);
  }
}

/** Launches headless Chromium with the flags this machine needs (no sandbox as root, no background network). */
export function launchChromium(): Promise<Browser> {
  assertChromiumInstalled();
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}
