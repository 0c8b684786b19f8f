import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { DESKTOP, openSession, PHONE, type Session, screenshot } from './support/session';

type Opened = Session & { pageErrors: string[] };

/**
 * Revenue on an accountant's basis (issue 37) in the browser: the basis named on Accounting and Reports, and the WIP
 * rows of a loss contract (the textbook provision) and of a job without an estimate, at 1280 and 390 px, with axe.
 */
describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('revenue basis at %s size', (size, viewport) => {
  let s: Opened;
  beforeAll(async () => {
    s = await openSession(viewport);
  });
  afterAll(() => s.close());

  const check = async (name: string) => {
    await screenshot(s.page, `revenue-basis-${name}-${size}`);
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    expect(await seriousAxeViolations(s.page)).toEqual([]);
  };

  it('names the basis on Accounting and Reports, and shows the loss provision and the missing estimate on the WIP', async () => {
    const { page, baseUrl } = s;
    const stamp = Date.now();
    const post = async (path: string, data: unknown, status = 201) => {
      const res = await page.request.post(`${baseUrl}${path}`, { data });
      expect(res.status()).toBe(status);
      return res.json();
    };
    const year = new Date().getFullYear();
    const day = `${year}-01-15`;
    const loss = `Loss contract ${size} ${stamp}`;
    const none = `No estimate ${size} ${stamp}`;
    const lossId = (await post('/api/projects', { name: loss, location: 'Tampa', startDate: day, endDate: null, budget: 5_000_000 })).id;
    await post('/api/expenses', { projectId: lossId, category: 'material', description: 'Structure', amount: 2_760_000, date: day });
    await post(`/api/projects/${lossId}/estimates`, { effectiveDate: day, estimatedTotalCost: 5_100_000 });
    const sov = await (await page.request.get(`${baseUrl}/api/projects/${lossId}/schedule-of-values`)).json();
    const inv = await post(`/api/projects/${lossId}/invoices`, {
      invoiceDate: day,
      periodTo: day,
      lines: [{ sovLineId: sov.lines[0].id, mode: 'amount', value: 3_200_000 }],
    });
    expect((await page.request.put(`${baseUrl}/api/invoices/${inv.id}/status`, { data: { status: 'sent' } })).status()).toBe(200);
    const noneId = (await post('/api/projects', { name: none, location: 'Tampa', startDate: day, endDate: null, budget: 73_600 })).id;
    await post('/api/expenses', { projectId: noneId, category: 'material', description: 'Lumber', amount: 1000, date: day });

    // Accounting: revenue, profit and the tax estimate name the basis.
    await page.goto(`${baseUrl}/accounting`);
    await expect.poll(() => page.getByText('Total Revenue (earned basis)').count(), { timeout: 20_000 }).toBe(1);
    await page.getByText('Net Profit (earned basis)').waitFor();
    await page.getByText('Revenue basis: Earned (percentage of completion)').first().waitFor();
    await check('accounting');
    await page.getByRole('tab', { name: 'Tax Summary' }).click();
    await page.getByRole('heading', { name: 'Estimated quarterly taxes (earned basis)' }).waitFor();

    // Reports: the same basis, the contracts of the jobs started beside it as a sales figure.
    await page.goto(`${baseUrl}/reports`);
    await expect.poll(() => page.getByText('Revenue (earned basis)').count(), { timeout: 20_000 }).toBe(1);
    await page.getByText('Contract value of jobs started').waitFor();
    await page.getByText('Margin (earned basis)', { exact: true }).waitFor();
    await check('reports');

    // WIP: the textbook loss contract and the job without an estimate.
    await page.goto(`${baseUrl}/billing?tab=wip`);
    const lossRow = page.getByTestId(`wip-row-${lossId}`);
    await lossRow.waitFor({ timeout: 20_000 });
    const lossText = await lossRow.innerText();
    expect(lossText).toContain('$2,705,882.35');
    expect(lossText).toContain('$494,117.65');
    expect(lossText).toContain('$45,882.35');
    expect(lossText).toContain('$540,000.00');
    expect(lossText).toContain('Loss contract: expected loss $100,000.00 recognised in full');
    const noneText = await page.getByTestId(`wip-row-${noneId}`).innerText();
    expect(noneText).toContain('No estimate: revenue earned equals cost to date');
    expect(noneText).toContain('left out of the totals');
    await page.getByTestId('wip-left-out').waitFor();
    await check('wip');

    // As of the day before it started: the loss contract had no cost or billing yet, so it is not in progress.
    await page.getByLabel('As of').fill(`${year}-01-14`);
    await expect.poll(() => lossRow.count(), { timeout: 10_000 }).toBe(0);
    expect(s.pageErrors).toEqual([]);
  });
});
