import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { openSession, type Session, screenshot } from './support/session';

// Issue 41 scope 5: import a CSV statement with its column mapping, match it to the books, reconcile the month.
describe('Bank statements, in the browser', () => {
  let s: Session & { pageErrors: string[] };
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('imports a mapped CSV, shows the automatic match with Undo and the inbox, and a reconciliation that ties, at 1280 px', async () => {
    const stamp = `Stmt${Date.now()}`;
    const post = async (path: string, data: unknown) => {
      const res = await s.page.request.post(`${s.baseUrl}${path}`, { data });
      expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
      return res.json();
    };
    const project = await post('/api/projects', { name: `${stamp} porch`, location: 'Tampa', startDate: '2026-06-01', budget: 9000 });
    await post('/api/expenses', {
      projectId: project.id,
      category: 'material',
      description: `${stamp} lumber`,
      amount: 431.17,
      date: '2026-06-10',
      paymentMethod: 'check',
    });
    const account = await post('/api/statements/accounts', { name: `${stamp} checking`, kind: 'bank', last4: '9876' });

    await s.page.goto(`${s.baseUrl}/statements`);
    await s.page.getByLabel('Account', { exact: true }).click();
    await s.page.getByRole('option', { name: `${stamp} checking ··9876` }).click();
    await s.page.getByRole('tab', { name: 'Import' }).click();
    const csv = `Date,Description,Amount,Balance\n06/11/2026,CHECK 2231,-431.17,568.83\n06/30/2026,MONTHLY SERVICE FEE,-12.00,556.83\n`;
    await s.page.locator('input[type="file"]').setInputFiles({ name: 'june.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await s.page.getByText('Map the columns once; the mapping is remembered').waitFor();
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await screenshot(s.page, 'statements-import-desktop');
    await s.page.getByRole('button', { name: 'Import statement' }).click();
    await s.page.getByText('2 new lines, 0 already there, 1 matched').waitFor();

    await s.page.getByRole('tab', { name: 'Matching' }).click();
    await s.page.getByText('MONTHLY SERVICE FEE').waitFor();
    await s.page.getByText('Matched', { exact: true }).click();
    await s.page.getByText('Matched automatically').waitFor();
    await s.page.getByRole('button', { name: 'Undo' }).waitFor();
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await screenshot(s.page, 'statements-matching-desktop');

    await s.page.getByRole('tab', { name: 'Reconciliation' }).click();
    await s.page.getByLabel('Month').fill('2026-06');
    await s.page.getByText('Reconciled').waitFor();
    await s.page.getByText('MONTHLY SERVICE FEE').waitFor();
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await screenshot(s.page, 'statements-reconciliation-desktop');
    const recon = await (
      await s.page.request.get(`${s.baseUrl}/api/statements/accounts/${account.id}/reconciliation?month=2026-06`)
    ).json();
    // The check was written on the opening date (the day before the first line): the books start after it.
    expect(recon).toMatchObject({ statementBalance: 556.83, openingBalance: 1000, bookBalance: 1000, difference: -443.17, unexplained: 0 });

    // The Reconciliation tab at 390 px (a list per side on phones): e2e/ledger-reports.test.ts.
    expect(s.pageErrors).toEqual([]);
  });
});
