import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../domain/dates';
import { pickOption } from './pages/select';
import { seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

describe('AI Project Analyzer in the browser', () => {
  let s: Session & { pageErrors: string[] };
  const name = `Analyzer job ${Date.now()}`;
  beforeAll(async () => {
    s = await openSession();
    // React's warnings (a <div> inside a <p> …) are console errors: the screen must have none.
    s.page.on('console', (m) => {
      if (m.type() === 'error') s.pageErrors.push(m.text());
    });
    const post = async (path: string, data: unknown) => {
      const res = await s.page.request.post(`${s.baseUrl}${path}`, { data });
      expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
      return res.json();
    };
    const today = todayIso();
    const { id } = await post('/api/projects', {
      name,
      location: 'Sarasota, FL',
      startDate: addDays(today, -5),
      endDate: addDays(today, 20),
      budget: 10000,
    });
    // $4,000 of costs so far and an estimated total cost of $8,000 (the projection's estimate at completion): at 20 %
    // the recommended revenue is $10,000; at 50 % it is $16,000. Pricing follows the projected cost, not the costs so far.
    await post('/api/expenses', { projectId: id, description: 'Pavers', amount: 4000, category: 'material', date: today });
    await post(`/api/projects/${id}/estimates`, { effectiveDate: addDays(today, -5), estimatedTotalCost: 8000 });
  });
  afterAll(() => s.close());

  it('shows the insights, the analysis of a chosen project, and pricing that follows the target margin', async () => {
    const page = s.page;
    await page.goto(`${s.baseUrl}/analyzer`);
    await page.getByRole('heading', { name: 'AI Dashboard Insights' }).waitFor();
    await page.getByRole('heading', { name: 'Florida Pay Scale (Florida Statewide)' }).waitFor();
    await pickOption(page, page.getByRole('combobox', { name: 'Project' }), name);
    await page.getByRole('heading', { name: 'AI Project Analysis' }).waitFor();
    const recommended = page.getByTestId('recommended-revenue');
    await expect.poll(() => recommended.textContent()).toBe('$10,000.00');

    const target = page.getByRole('textbox', { name: 'Target margin %' });
    await target.fill('50');
    await expect.poll(() => recommended.textContent()).toBe('$16,000.00');

    // Every figure can say how it is computed.
    await page.getByRole('button', { name: 'How is Recommended Revenue computed?' }).click();
    await page.getByText('Projected cost ÷ (1 − target margin ÷ 100) = $8,000.00 ÷ (1 − 50 ÷ 100)').waitFor();
    await page.keyboard.press('Escape');
    // … and every other figure on the page too: each info button opens its formula with the figures it used.
    const howButtons = page.getByRole('button', { name: /^How is .+ computed\?$/ });
    const count = await howButtons.count();
    expect(count).toBeGreaterThanOrEqual(10);
    for (let i = 0; i < count; i++) {
      const button = howButtons.nth(i);
      const label = ((await button.getAttribute('aria-label')) ?? '').replace(/^How is (.+) computed\?$/, '$1');
      await button.click();
      const popover = page.locator('.mantine-Popover-dropdown').filter({ hasText: label });
      await popover.waitFor();
      const text = (await popover.textContent()) ?? '';
      // The formula with its inputs, or why there are none ("No assigned crew member has both a daily rate …").
      expect(text.length, `the popover of ${label}`).toBeGreaterThan(label.length + 30);
      await page.keyboard.press('Escape');
      await popover.waitFor({ state: 'hidden' });
    }

    // Labor: Electrician for 5 days → mid $30/h, $240 per 8-hour day, $1,200.
    await pickOption(page, page.getByRole('combobox', { name: 'Position type' }), /^Electrician/);
    await page.getByRole('textbox', { name: 'Labor days' }).fill('5');
    const mid = page.getByRole('row', { name: /^Mid/ });
    await expect.poll(() => mid.textContent()).toBe('Mid$30.00$240.00$1,200.00');

    await screenshot(page, 'analyzer-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });

  it('is usable at 390 px', async () => {
    const phone = await openSession(PHONE);
    try {
      await phone.page.goto(`${phone.baseUrl}/analyzer`);
      await phone.page.getByRole('heading', { name: 'AI Dashboard Insights' }).waitFor();
      await pickOption(phone.page, phone.page.getByRole('combobox', { name: 'Project' }), name);
      await phone.page.getByTestId('recommended-revenue').waitFor();
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(phone.page, 'analyzer-phone');
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
