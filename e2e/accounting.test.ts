import { readFile } from 'node:fs/promises';
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
    // The page's chunk and the year's figures can take seconds on a loaded machine (expect.poll waits 1 s by default).
    await expect.poll(() => page.getByRole('heading', { name: 'Accounting Dashboard' }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByText('Total Revenue').count(), { timeout: 20_000 }).toBe(1);
    const lastYear = String(new Date().getFullYear() - 1);
    await pickOption(page, page.getByRole('combobox', { name: 'Year' }), lastYear);
    for (const tab of ['Expense Breakdown', 'Project Analysis', 'Receipt Management', 'Tax Summary', 'Overview']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect.poll(() => page.getByRole('tab', { name: tab, selected: true }).count(), { timeout: 10_000 }).toBe(1);
    }
    const [annual] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Annual Report' }).click()]);
    expect(annual.suggestedFilename()).toBe(`annual-report-${lastYear}.pdf`);
    const [pack] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: "Accountant's Pack" }).click()]);
    expect(pack.suggestedFilename()).toBe(`accountant-pack-${lastYear}.zip`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('downloads the five CSV exports of the year from the CSV Exports menu', async () => {
    const { page } = s;
    const year = String(new Date().getFullYear());
    await page.goto(`${s.baseUrl}/accounting`);
    await expect.poll(() => page.getByRole('heading', { name: 'Accounting Dashboard' }).count(), { timeout: 20_000 }).toBe(1);
    const headers: Record<string, string> = {
      'Expenses CSV': `expenses-${year}.csv|Date,Description,Amount,Supplier,Subcontractor,Project,Category,Accounting Category,Payment Method,Receipt Number,Receipt Image`,
      'Work records CSV': `work-records-${year}.csv|Date,Description,Amount,Worker,Worker Type,Project,Entry Type,Days,Hours,Rate`,
      'Payroll payments CSV': `payroll-payments-${year}.csv|Date,Description,Amount,Employee,Payment Type,Payment Method,Status,Week Start,Week End,Project,Check Number,Transaction ID`,
      'Advances CSV': `advances-${year}.csv|Date,Description,Amount,Employee,Movement,Advance Date,Status,Payment Method,Recovered Week Start,Project`,
      '1099 payees CSV': `1099-payees-${year}.csv|Payee Type,Name,Company,TIN,W-9 On File,Amount,Card Or App Amount,Total Paid,Threshold,1099-NEC Required,Missing`,
    };
    for (const [item, expected] of Object.entries(headers)) {
      const [file, header] = expected.split('|');
      await page.getByRole('button', { name: 'CSV Exports' }).click();
      const menuItem = page.getByRole('menuitem', { name: item });
      await menuItem.waitFor();
      if (item === 'Expenses CSV') expect(await seriousAxeViolations(page)).toEqual([]);
      const [download] = await Promise.all([page.waitForEvent('download'), menuItem.click()]);
      expect(download.suggestedFilename()).toBe(file);
      const text = await readFile(await download.path(), 'utf8');
      expect(text.split('\r\n')[0]).toBe(header);
      // The first data row, when there is one, starts with an ISO date (the payees file with its payee type).
      const first = text.split('\r\n')[1];
      if (first) expect(first).toMatch(/^(\d{4}-\d{2}-\d{2}|subcontractor|supplier),/);
    }
  });

  it('switches the range on /reports and exports JSON', async () => {
    const { page } = s;
    await page.goto(`${s.baseUrl}/reports`);
    await expect.poll(() => page.getByText('Industry comparison').count(), { timeout: 20_000 }).toBe(1);
    await pickOption(page, page.getByRole('combobox', { name: 'Time range' }), 'Last 90 days');
    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Report' }).click()]);
    expect(json.suggestedFilename()).toMatch(/^profit_loss-last_90_days-\d{4}-\d{2}-\d{2}\.json$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
