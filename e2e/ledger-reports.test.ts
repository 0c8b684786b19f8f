import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerPage } from './pages/ledger';
import { StatementsPage } from './pages/statements';
import { seriousAxeViolations } from './support/axe';
import { DESKTOP, openSession, PHONE, type Session, screenshot } from './support/session';

type Opened = Session & { pageErrors: string[] };
type Account = { key: string; number: string; name: string };

// The browser tests share one server: this file books in March 2022 (no other test dates anything in 2022), and it
// reads the figures on the billed basis (revenue = the work billed on the invoice sent), put back as it was after.
const YEAR = { from: '2022-01-01', to: '2022-12-31' };
const BILLED = 12_500;
const EXPENSE = 4321.09;
const NET_CENTS = 1_250_000 - 432_109;
const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const fitsPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * Issue 41: the Profit and loss and Balance sheet tabs of the General Ledger, an account's drill-down from the P&L,
 * the reconciliation and both reports at 390 px, axe on each, and editing a bank statement account.
 */
describe('General ledger reports and statement accounts, in the browser', () => {
  let s: Opened;
  let basisBefore: string;
  const stamp = `Ledger${Date.now()}`;
  const description = `${stamp} framing lumber, joist hangers and deck screws for the back porch`;
  const accountName = `${stamp} checking`;
  let accountId: number;
  let materials: Account;
  let billings: Account;

  beforeAll(async () => {
    s = await openSession(DESKTOP);
    const { request } = s.page;
    const call = async (method: 'post' | 'put', path: string, data: unknown) => {
      const res = await request[method](`${s.baseUrl}${path}`, { data });
      expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
      return res.json();
    };
    basisBefore = (await (await request.get(`${s.baseUrl}/api/accounting/revenue-method`)).json()).method;
    await call('put', '/api/accounting/revenue-method', { method: 'billed' });

    const project = await call('post', '/api/projects', {
      name: `${stamp} porch`,
      location: 'Tampa',
      startDate: '2022-03-01',
      budget: 20_000,
    });
    await call('post', '/api/expenses', {
      projectId: project.id,
      category: 'material',
      description,
      amount: EXPENSE,
      date: '2022-03-10',
      paymentMethod: 'check',
    });
    const sov = await (await request.get(`${s.baseUrl}/api/projects/${project.id}/schedule-of-values`)).json();
    const invoice = await call('post', `/api/projects/${project.id}/invoices`, {
      invoiceDate: '2022-03-31',
      periodTo: '2022-03-31',
      lines: [{ sovLineId: sov.lines[0].id, mode: 'amount', value: BILLED }],
    });
    await call('put', `/api/invoices/${invoice.id}/status`, { status: 'sent' });

    // A bank account with a March statement: a bank fee (on the statement only, with a long description) before the
    // check for the lumber (in the books only), so the reconciliation has a row on each side.
    accountId = (await call('post', '/api/statements/accounts', { name: accountName, kind: 'bank', last4: '1234' })).id;
    const csv = `Date,Description,Amount,Balance\n03/05/2022,POS PURCHASE 000123456789012345 ACE HARDWARE TAMPA FL REF#A1B2C3D4E5F6G7H8I9J0,-18.47,981.53\n`;
    const imported = await request.post(`${s.baseUrl}/api/statements/accounts/${accountId}/import`, {
      multipart: {
        file: { name: 'march-2022.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
        mapping: JSON.stringify({
          date: 'Date',
          description: 'Description',
          amount: 'Amount',
          balance: 'Balance',
          dateFormat: 'MM/DD/YYYY',
          sign: 'out-negative',
        }),
      },
    });
    expect(imported.status(), await imported.text()).toBe(201);

    const chart: Account[] = await (await request.get(`${s.baseUrl}/api/ledger/accounts`)).json();
    materials = chart.find((a) => a.key === 'materials') as Account;
    billings = chart.find((a) => a.key === 'contract_billings') as Account;
  });
  afterAll(async () => {
    if (basisBefore) await s.page.request.put(`${s.baseUrl}/api/accounting/revenue-method`, { data: { method: basisBefore } });
    await s.close();
  });

  it('shows the profit and loss of the year with the figures entered, drills down to the expense, and a balance sheet that balances, at 1280 px', async () => {
    const ledger = new LedgerPage(s.page, s.baseUrl);
    await ledger.open();
    const pnl = await ledger.tab('Profit and loss');
    await ledger.period(pnl, YEAR.from, YEAR.to);
    const report = pnl.getByRole('table', { name: 'Profit and loss' });
    await expect.poll(() => ledger.figure(report, 'Total revenue'), { timeout: 20_000 }).toBe(money(BILLED));
    expect(await ledger.figure(report, `${billings.number} ${billings.name}`)).toBe(money(BILLED));
    expect(await ledger.figure(report, `${materials.number} ${materials.name}`)).toBe(money(EXPENSE));
    expect(await ledger.figure(report, 'Total expenses')).toBe(money(EXPENSE));
    expect(await ledger.figure(report, 'Net income')).toBe(money(NET_CENTS / 100));
    await pnl.getByText('Revenue on the billed basis.').waitFor();
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await screenshot(s.page, 'ledger-profit-and-loss-desktop');

    // The expense line opens the account's entries of the period: the lumber, with its amount.
    await report.getByRole('button', { name: `${materials.number} ${materials.name}`, exact: true }).click();
    const drawer = ledger.drawer(`${materials.number} ${materials.name}`);
    const entries = drawer.getByRole('table', { name: `Entries of ${materials.name}` });
    await entries.waitFor();
    const text = await entries.innerText();
    expect(text).toContain(description);
    expect(text).toContain(money(EXPENSE));
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await s.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    const bs = await ledger.tab('Balance sheet');
    const sheet = bs.getByRole('table', { name: 'Balance sheet' });
    await sheet.waitFor({ timeout: 20_000 });
    const assets = await ledger.figure(sheet, 'Total assets');
    expect(assets).toMatch(/^-?\$[\d,]+\.\d\d$/);
    expect(await ledger.figure(sheet, 'Total liabilities and equity')).toBe(assets);
    await sheet.getByText('Net income to date', { exact: true }).waitFor();
    expect(await bs.getByText('The balance sheet does not balance').count()).toBe(0);
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await screenshot(s.page, 'ledger-balance-sheet-desktop');
    expect(s.pageErrors).toEqual([]);
  });

  it('fits the profit and loss, the balance sheet, the trial balance with its drill-down, the chart and the reconciliation on a 390 px phone in the dark scheme', async () => {
    const phone = await openSession(PHONE, { colorScheme: 'dark' });
    try {
      const ledger = new LedgerPage(phone.page, phone.baseUrl);
      await ledger.open();
      const pnl = await ledger.tab('Profit and loss');
      await ledger.period(pnl, YEAR.from, YEAR.to);
      const report = pnl.getByRole('table', { name: 'Profit and loss' });
      await expect.poll(() => ledger.figure(report, 'Net income'), { timeout: 20_000 }).toBe(money(NET_CENTS / 100));
      expect(await fitsPhone(phone.page)).toBeLessThanOrEqual(390);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      await screenshot(phone.page, 'ledger-profit-and-loss-phone');

      const bs = await ledger.tab('Balance sheet');
      await bs.getByRole('table', { name: 'Balance sheet' }).waitFor({ timeout: 20_000 });
      expect(await fitsPhone(phone.page)).toBeLessThanOrEqual(390);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      await screenshot(phone.page, 'ledger-balance-sheet-phone');

      // The trial balance on a phone: three columns with nothing cut off (its table does not scroll inside either),
      // debits equal to credits, and the materials line drills down to the lumber.
      const tbPanel = await ledger.tab('Trial balance');
      await ledger.period(tbPanel, YEAR.from, YEAR.to);
      const tb = tbPanel.getByRole('table', { name: 'Trial balance' });
      const materialsRow = tb
        .getByRole('row')
        .filter({ has: phone.page.getByText(`${materials.number} ${materials.name}`, { exact: true }) });
      await expect.poll(() => materialsRow.getByRole('cell').nth(1).innerText(), { timeout: 20_000 }).toBe(money(EXPENSE));
      const totals = tb
        .getByRole('row')
        .filter({ has: phone.page.getByText('Total', { exact: true }) })
        .getByRole('columnheader');
      expect(await totals.nth(1).innerText()).toBe(await totals.nth(2).innerText());
      expect(await tb.evaluate((t) => t.scrollWidth <= (t.parentElement as HTMLElement).clientWidth + 1)).toBe(true);
      expect(await fitsPhone(phone.page)).toBeLessThanOrEqual(390);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      await screenshot(phone.page, 'ledger-trial-balance-phone');
      await tb.getByRole('button', { name: `${materials.number} ${materials.name}`, exact: true }).click();
      const drawer = ledger.drawer(`${materials.number} ${materials.name}`);
      await drawer.getByText(description, { exact: false }).waitFor();
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      await phone.page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });

      const chart = await ledger.tab('Chart of accounts');
      await chart.getByLabel(`Number of ${materials.name}`).waitFor({ timeout: 20_000 });
      // Each account's name field and Save are on screen, not behind a sideways scroll.
      const nameBox = await chart.getByLabel(`Name of account ${materials.number}`).boundingBox();
      expect((nameBox?.x ?? 0) + (nameBox?.width ?? 999)).toBeLessThanOrEqual(390);
      const saveBox = await chart.getByRole('button', { name: 'Save' }).first().boundingBox();
      expect((saveBox?.x ?? 0) + (saveBox?.width ?? 999)).toBeLessThanOrEqual(390);
      expect(await fitsPhone(phone.page)).toBeLessThanOrEqual(390);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      await screenshot(phone.page, 'ledger-chart-phone');

      const statements = new StatementsPage(phone.page, phone.baseUrl);
      await statements.open();
      await statements.choose(`${accountName} ··1234`);
      await expect.poll(() => statements.accountSelect().inputValue()).toBe(`${accountName} ··1234`);
      await statements.tab('Reconciliation');
      await phone.page.getByLabel('Month').fill('2022-03');
      // On a phone each side is a list, not a table: the long bank description wraps.
      await phone.page
        .getByRole('list', { name: 'On the statement, not in the books' })
        .getByText(/ACE HARDWARE/)
        .waitFor({ timeout: 20_000 });
      await phone.page
        .getByRole('list', { name: 'In the books, not yet on the statement' })
        .getByText(description, { exact: false })
        .waitFor();
      expect(await fitsPhone(phone.page)).toBeLessThanOrEqual(390);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      await screenshot(phone.page, 'statements-reconciliation-phone');
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it("edits a statement account: the server's message in the form on a refusal, then the new name in the list", async () => {
    const statements = new StatementsPage(s.page, s.baseUrl);
    await statements.open();
    await statements.choose(`${accountName} ··1234`);
    await expect.poll(() => statements.accountSelect().inputValue()).toBe(`${accountName} ··1234`);

    let dialog = await statements.openEdit();
    const name = dialog.getByRole('textbox', { name: 'Name' });
    expect(await name.inputValue()).toBe(accountName);
    expect(await dialog.getByRole('textbox', { name: 'Last 4 digits' }).inputValue()).toBe('1234');
    // Last 4 that are not digits pass the browser and are refused by the server (400): its message shows in the form.
    await dialog.getByRole('textbox', { name: 'Last 4 digits' }).fill('12ab');
    await dialog.getByRole('button', { name: 'Save account' }).click();
    const refused = await s.page.request.put(`${s.baseUrl}/api/statements/accounts/${accountId}`, {
      data: { name: accountName, kind: 'bank', last4: '12ab' },
    });
    expect(refused.status()).toBe(400);
    const { message } = await refused.json();
    await dialog.getByRole('alert').filter({ hasText: message }).waitFor();
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Opened again, the form starts from the account as saved, not from what was typed.
    dialog = await statements.openEdit();
    expect(await dialog.getByRole('textbox', { name: 'Last 4 digits' }).inputValue()).toBe('1234');
    const renamed = `${stamp} operating`;
    await dialog.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await dialog.getByRole('button', { name: 'Save account' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => statements.accountSelect().inputValue(), { timeout: 10_000 }).toBe(`${renamed} ··1234`);
    await statements.accountSelect().click();
    await s.page.getByRole('option', { name: `${renamed} ··1234` }).waitFor();
    expect(await s.page.getByRole('option', { name: `${accountName} ··1234` }).count()).toBe(0);
    await s.page.keyboard.press('Escape');
    const saved = await (await s.page.request.get(`${s.baseUrl}/api/statements/accounts`)).json();
    expect(saved.find((a: { id: number }) => a.id === accountId)).toMatchObject({ name: renamed, kind: 'bank', last4: '1234' });
    expect(s.pageErrors).toEqual([]);
  });
});
