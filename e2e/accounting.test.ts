import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickOption } from './pages/select';
import { seriousAxeViolations } from './support/axe';
import { openSession, type Session } from './support/session';

describe('accounting and reports in the browser', () => {
  let s: Session & { pageErrors: string[] };
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('switches year and tabs on /accounting and downloads the annual report and the pack', async () => {
    const { page } = s;
    await page.goto(`${s.baseUrl}/accounting`);
    await expect.poll(() => page.getByRole('heading', { name: 'Accounting Dashboard' }).count()).toBe(1);
    await expect.poll(() => page.getByText('Total Revenue').count()).toBe(1);
    const lastYear = String(new Date().getFullYear() - 1);
    await pickOption(page, page.getByRole('combobox', { name: 'Year' }), lastYear);
    for (const tab of ['Expense Breakdown', 'Project Analysis', 'Receipt Management', 'Tax Summary', 'Overview']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect.poll(() => page.getByRole('tab', { name: tab, selected: true }).count()).toBe(1);
    }
    const [annual] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Annual Report' }).click()]);
    expect(annual.suggestedFilename()).toBe(`annual-report-${lastYear}.pdf`);
    const [pack] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: "Accountant's Pack" }).click()]);
    expect(pack.suggestedFilename()).toBe(`accountant-pack-${lastYear}.zip`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('switches the range on /reports and exports JSON', async () => {
    const { page } = s;
    await page.goto(`${s.baseUrl}/reports`);
    await expect.poll(() => page.getByText('Industry comparison').count()).toBe(1);
    await pickOption(page, page.getByRole('combobox', { name: 'Time range' }), 'Last 90 days');
    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Report' }).click()]);
    expect(json.suggestedFilename()).toMatch(/^profit_loss-last_90_days-\d{4}-\d{2}-\d{2}\.json$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
