import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium: the browser tests drive the system package, not a downloaded build. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Starts headless Chromium for a browser test. On a machine without it the test should skip,
 * so this prints that it did and resolves to undefined; in CI (`CI=true`) a missing browser
 * would silently skip the very tests CI exists to run, so it throws instead.
 */
export async function launchBrowser(): Promise<Browser | undefined> {
  if (!existsSync(CHROMIUM_PATH)) {
    const message = `Chromium not found at ${CHROMIUM_PATH}`;
    if (process.env.CI === 'true') throw new Error(`${message}; browser tests cannot be skipped in CI.`);
    console.warn(`skipped: ${message}`);
    return undefined;
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
