import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from './chromium';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export type Session = { browser: Browser; context: BrowserContext; page: Page; baseUrl: string; close: () => Promise<void> };

/**
 * Opens a page in a fresh browser context at the given viewport; failed page errors are collected. `colorScheme`
 * is the system setting the page sees (prefers-color-scheme), which the app follows until a person picks one.
 */
export async function openSession(
  viewport = DESKTOP,
  { colorScheme = 'light' }: { colorScheme?: 'light' | 'dark' } = {},
): Promise<Session & { pageErrors: string[] }> {
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500, colorScheme });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));
  return { browser, context, page, baseUrl: inject('baseUrl'), pageErrors, close: () => browser.close() };
}

/** Saves a screenshot under e2e/screenshots (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}
