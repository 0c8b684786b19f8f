import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../domain/dates';
import { EmployeesPage } from './pages/employees-page';
import { pickOption } from './pages/select';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

type Opened = Session & { pageErrors: string[] };
const today = todayIso();

/** A project with a budget by cost code and a supplier, through the API. */
async function seed(s: Opened, name: string) {
  const post = async (path: string, data: unknown, status = 201) => {
    const res = await s.page.request.post(`${s.baseUrl}${path}`, { data });
    expect(res.status()).toBe(status);
    return (await res.json()) as { id: number };
  };
  const project = await post('/api/projects', {
    name: `${name} addition`,
    location: 'Tampa',
    startDate: addDays(today, -20),
    budget: 80000,
  });
  await post('/api/suppliers', { name: `${name} Lumber` });
  const put = await s.page.request.put(`${s.baseUrl}/api/projects/${project.id}/budget-lines`, {
    data: {
      lines: [
        { costCode: '06', budget: 30000 },
        { costCode: '26', budget: 12000 },
        { costCode: '00', budget: 38000 },
      ],
    },
  });
  expect(put.status()).toBe(200);
  return { projectId: project.id, supplierName: `${name} Lumber` };
}

/** The Job cost tab's row of a cost code, as its cells' text. */
async function rowOf(s: Opened, code: string): Promise<string[]> {
  const row = s.page.getByRole('row').filter({ hasText: new RegExp(`^${code} `) });
  return (await row.getByRole('cell').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

describe('the job cost screen and a purchase order from creation to PDF to bill to closed', () => {
  let s: Opened;
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('shows the budget by cost code, records a purchase order, a bill on it (with a reason above the line) and closes it (1280 px)', async () => {
    const name = `Cora ${Date.now()}`;
    const { projectId, supplierName } = await seed(s, name);
    await s.page.goto(`${s.baseUrl}/projects/${projectId}?tab=job-cost`);
    await s.page.getByRole('heading', { name: 'Job cost by cost code' }).waitFor();
    expect(await rowOf(s, '06')).toEqual([
      '06 Framing and carpentry',
      '$30,000.00',
      '$0.00',
      '$0.00',
      '$0.00',
      '$30,000.00',
      '$30,000.00',
      '$0.00',
    ]);
    await s.page.getByText('No purchase orders or subcontracts yet.', { exact: false }).waitFor();
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    // A purchase order for framing lumber: $18,000 committed, the estimate to complete drops by it.
    await s.page.getByRole('button', { name: 'New commitment' }).click();
    const form = s.page.getByRole('dialog', { name: 'New commitment' });
    await pickOption(s.page, form.getByRole('combobox', { name: /^Supplier/ }), supplierName);
    const number = `PO-${Date.now() % 1_000_000}`;
    await form.getByLabel(/^Number/).fill(number);
    await form.getByLabel('Title').fill('Framing package');
    await pickOption(s.page, form.getByRole('combobox', { name: 'Cost code, line 1' }), '06 Framing and carpentry');
    await form.getByLabel('Description').fill('Studs, plates and sheathing');
    await form.getByLabel('Amount').fill('18000');
    await form.getByText('Total: $18,000.00').waitFor();
    await screenshot(s.page, 'job-cost-new-po-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await form.getByRole('button', { name: 'Issue' }).click();
    await form.waitFor({ state: 'hidden' });
    await s.page.getByRole('cell', { name: number }).first().waitFor();
    await s.page.getByRole('row').filter({ hasText: /^06 / }).getByText('$18,000.00').first().waitFor();
    expect(await rowOf(s, '06')).toEqual([
      '06 Framing and carpentry',
      '$30,000.00',
      '$18,000.00',
      '$0.00',
      '$18,000.00',
      '$12,000.00',
      '$30,000.00',
      '$0.00',
    ]);

    // Its PDF.
    const pdf = s.page.getByRole('link', { name: `Download purchase order ${number} PDF` });
    const href = await pdf.getAttribute('href');
    const res = await s.page.request.get(`${s.baseUrl}${href}`);
    expect(res.status()).toBe(200);
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // A bill of $12,500, then one of $6,000 that goes $500 above the line: a reason is asked, then it is recorded.
    const bill = async (amount: string, reason?: string) => {
      await s.page.getByRole('button', { name: `Record bill on ${number}` }).click();
      const dialog = s.page.getByRole('dialog', { name: `Record a bill on ${number}` });
      await dialog.getByLabel(/^Amount/).fill(amount);
      await dialog.getByRole('button', { name: 'Record bill' }).click();
      if (reason) {
        await dialog.getByText('left on this line', { exact: false }).waitFor();
        await screenshot(s.page, 'job-cost-bill-reason-1280');
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        await dialog.getByLabel(/^Reason/).fill(reason);
        await dialog.getByRole('button', { name: 'Record anyway' }).click();
      }
      await dialog.waitFor({ state: 'hidden' });
    };
    await bill('12500');
    await s.page.getByRole('row').filter({ hasText: /^06 / }).getByText('$12,500.00').first().waitFor();
    await bill('6000', 'Extra sheathing for the porch, approved on site');
    await s.page.getByRole('row').filter({ hasText: /^06 / }).getByText('$18,500.00').first().waitFor();
    // Committed 18,000; actual 18,500; open 0 (the line is over); to complete 30,000 − 18,500 = 11,500.
    expect(await rowOf(s, '06')).toEqual([
      '06 Framing and carpentry',
      '$30,000.00',
      '$18,000.00',
      '$18,500.00',
      '$0.00',
      '$11,500.00',
      '$30,000.00',
      '$0.00',
    ]);
    const expenses = await (await s.page.request.get(`${s.baseUrl}/api/expenses?projectId=${projectId}`)).json();
    expect(expenses.map((e: { amount: number }) => e.amount).sort()).toEqual([12500, 6000].sort());
    expect(expenses.find((e: { amount: number }) => e.amount === 6000).overCommitmentReason).toBe(
      'Extra sheathing for the porch, approved on site',
    );

    // Closed: nothing open, the status on screen.
    await s.page.getByRole('button', { name: `Close ${number}` }).click();
    await s.page.getByRole('row').filter({ hasText: number }).getByText('Closed').waitFor();
    expect(await rowOf(s, '06')).toEqual([
      '06 Framing and carpentry',
      '$30,000.00',
      '$18,500.00',
      '$18,500.00',
      '$0.00',
      '$11,500.00',
      '$30,000.00',
      '$0.00',
    ]);
    await screenshot(s.page, 'job-cost-1280');
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    // Edit budget: an entered estimate to complete replaces the formula and is marked so.
    await s.page.getByRole('button', { name: 'Edit budget' }).click();
    const budget = s.page.getByRole('dialog', { name: 'Budget by cost code' });
    const etc = budget.getByRole('textbox', { name: 'Estimate to complete' });
    await etc
      .nth(
        (
          await budget
            .getByRole('combobox', { name: /^Cost code, line/ })
            .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))
        ).findIndex((v) => v.startsWith('06')),
      )
      .fill('14000');
    await screenshot(s.page, 'job-cost-budget-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await budget.getByRole('button', { name: 'Save budget' }).click();
    await budget.waitFor({ state: 'hidden' });
    await s.page.getByRole('row').filter({ hasText: /^06 / }).getByText('entered').waitFor();
    expect(await rowOf(s, '06')).toEqual([
      '06 Framing and carpentry',
      '$30,000.00',
      '$18,500.00',
      '$18,500.00',
      '$0.00',
      '$14,000.00 ENTERED',
      '$32,500.00',
      '-$2,500.00',
    ]);
    // The bill above the line is an alert in the notification center once a check runs (the daily one, or this one).
    expect((await s.page.request.post(`${s.baseUrl}/api/notifications/check?projectId=${projectId}`)).status()).toBe(200);
    await s.page.goto(`${s.baseUrl}/notifications`);
    await s.page
      .getByText(`bills on ${number} line 1 (Studs, plates and sheathing) come to $18,500.00, $500.00 above the line.`, { exact: false })
      .first()
      .waitFor();
    await screenshot(s.page, 'job-cost-alert-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });

  it("a burden profile on the employee makes the job's labor count burdened, and says so (1280 and 390 px)", async () => {
    const name = `Bea Burden ${Date.now()}`;
    const { projectId } = await seed(s, name);
    const post = async (path: string, data: unknown) => {
      const res = await s.page.request.post(`${s.baseUrl}${path}`, { data });
      expect(res.status()).toBe(201);
      return (await res.json()) as { id: number };
    };
    const employee = await post('/api/employees', { name, position: 'Carpenter', dailyRate: 250, payType: 'daily' });
    await post('/api/time-entries', { projectId, employeeId: employee.id, date: today, entryType: 'days', days: 1 });
    await s.page.goto(`${s.baseUrl}/projects/${projectId}?tab=job-cost`);
    await s.page.getByText('Labor is counted at wage ($250.00)', { exact: false }).waitFor();

    for (const viewport of ['1280', '390'] as const) {
      if (viewport === '390') await s.page.setViewportSize({ width: 390, height: 844 });
      const employees = new EmployeesPage(s.page, s.baseUrl);
      await employees.open();
      await s.page.getByRole('button', { name: `Actions for ${name}` }).click();
      await s.page.getByRole('menuitem', { name: 'Edit' }).click();
      const dialog = s.page.getByRole('dialog', { name: 'Edit Employee' });
      const burden = dialog.getByRole('region', { name: /^Labor burden/ });
      await burden.getByText(viewport === '1280' ? 'At wage only' : 'Burdened').waitFor();
      if (viewport === '1280') {
        await burden.getByLabel("Workers' comp class code").fill('5645');
        await burden.getByLabel("Workers' comp rate per $100").fill('12.5');
        await burden.getByRole('button', { name: 'Save burden profile' }).click();
        await burden.getByText('Burdened').waitFor();
      }
      await screenshot(s.page, `job-cost-burden-profile-${viewport}`);
      expect(await seriousAxeViolations(s.page)).toEqual([]);
      if (viewport === '390') expect(await hasHorizontalScroll(s.page)).toBe(false);
      await s.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await s.page.setViewportSize({ width: 1280, height: 800 });

    // $250 of wages: Social Security 15.50, Medicare 3.63, FUTA 1.50, SUTA 6.75, workers' comp 31.25 = $58.63 burden.
    const jobCost = await (await s.page.request.get(`${s.baseUrl}/api/projects/${projectId}/job-cost`)).json();
    const laborCost = await (await s.page.request.get(`${s.baseUrl}/api/projects/${projectId}/labor-cost`)).json();
    expect(jobCost.laborBurdened).toBe(true);
    expect(jobCost.totals.laborBurden).toBe(laborCost.burden.total);
    await s.page.goto(`${s.baseUrl}/projects/${projectId}?tab=job-cost`);
    await s.page
      .getByText(
        `Labor is counted burdened (employer taxes, workers' comp, liability) for crew with a burden profile: $250.00 at wage + $${laborCost.burden.total.toFixed(2)} burden.`,
      )
      .waitFor();
    expect(s.pageErrors).toEqual([]);
  });

  it('reads on a phone without sideways scrolling (390 px)', async () => {
    const phone = await openSession(PHONE);
    try {
      const { projectId } = await seed(phone, `Pia ${Date.now()}`);
      await phone.page.goto(`${phone.baseUrl}/projects/${projectId}?tab=job-cost`);
      await phone.page.getByRole('list', { name: 'Job cost by cost code' }).waitFor();
      await phone.page.getByText('06 Framing and carpentry').waitFor();
      await screenshot(phone.page, 'job-cost-390');
      expect(await hasHorizontalScroll(phone.page)).toBe(false);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      await phone.page.getByRole('button', { name: 'New commitment' }).click();
      await phone.page.getByRole('dialog', { name: 'New commitment' }).waitFor();
      await screenshot(phone.page, 'job-cost-new-po-390');
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
