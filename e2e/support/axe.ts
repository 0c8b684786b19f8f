import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; any: { message: string }[] }[];
};

/**
 * Runs axe-core in the page (WCAG 2 A/AA rules) and answers the serious and critical violations as short lines
 * ("color-contrast: Elements must meet minimum color contrast ratio thresholds @ .x, .y"), so a test can expect [].
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, not a <script> tag: the app's Content-Security-Policy forbids inline scripts.
  // Let finite transitions end first (a toast fading in has a blended, lighter text colour for a moment);
  // endless ones (skeleton pulses, loaders) never end and are left running.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      {
        timeout: 5000,
      },
    )
    .catch(() => {});
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html.slice(0, 120)} — ${n.any[0]?.message ?? v.help}`));
}

/** True when the page scrolls sideways (content wider than the viewport). */
export function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}
