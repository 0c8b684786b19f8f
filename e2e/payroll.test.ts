import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../domain/dates';
import { weekStart } from '../domain/payroll';
import { PayrollPage } from './pages/payroll-page';
import { openSession, type Session, screenshot } from './support/session';

describe('weekly payroll in the browser', () => {
  let s: Session & { pageErrors: string[] };
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('changes the week, opens a pay stub, sees the check, pays the week and sends the payment', async () => {
    const stamp = Date.now();
    const name = `Luis Ortiz ${stamp}`;
    const post = async (path: string, data: unknown) => {
      const res = await s.page.request.post(`${s.baseUrl}${path}`, { data });
      expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
      return res.json();
    };
    const thisSunday = weekStart(todayIso());
    const lastSunday = addDays(thisSunday, -7);
    const project = await post('/api/projects', {
      name: `Payroll job ${stamp}`,
      location: 'Tampa',
      startDate: addDays(lastSunday, -30),
      budget: 20000,
    });
    const employee = await post('/api/employees', { name, position: 'Carpenter', dailyRate: 180, phone: '813-555-0199' });
    // Last week: 2.5 days at the daily rate; this week: 1 day at a custom 220.00.
    await post('/api/time-entries', {
      projectId: project.id,
      employeeId: employee.id,
      date: addDays(lastSunday, 1),
      entryType: 'days',
      days: 2.5,
      customPay: null,
    });
    await post('/api/time-entries', {
      projectId: project.id,
      employeeId: employee.id,
      date: addDays(thisSunday, 1),
      entryType: 'days',
      days: 1,
      customPay: 220,
    });

    const payroll = new PayrollPage(s.page, s.baseUrl);
    await payroll.open();
    const row = s.page.getByRole('row').filter({ hasText: name });
    await row.getByText('$220.00').first().waitFor();

    await payroll.previousWeek();
    await s.page.getByRole('row').filter({ hasText: name }).getByText('$450.00').first().waitFor();

    await payroll.payStubButton(name).click();
    const dialog = payroll.payStubDialog();
    await dialog.waitFor();
    const check = payroll.check();
    await check.waitFor();
    expect(await check.getAttribute('aria-label')).toContain('$450.00');
    const size = await check.evaluate((c) => [(c as HTMLCanvasElement).width, (c as HTMLCanvasElement).height]);
    expect(size).toEqual([800, 400]);
    // The check is really drawn: some pixels are not blank.
    const inked = await check.evaluate((c) => {
      const ctx = (c as HTMLCanvasElement).getContext('2d');
      const data = ctx?.getImageData(0, 0, 800, 400).data ?? new Uint8ClampedArray();
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] < 100 && data[i + 3] > 0) dark++;
      return dark;
    });
    expect(inked).toBeGreaterThan(500);
    await screenshot(s.page, 'payroll-paystub');
    await s.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Pay the week, then send the pending payment: it becomes Paid.
    await s.page.getByRole('button', { name: 'Pay Week' }).click();
    await s.page
      .getByRole('dialog')
      .getByRole('button', { name: /^Pay \$/ })
      .click();
    const paidRow = s.page.getByRole('row').filter({ hasText: name });
    await paidRow.getByText('Payment pending').waitFor();
    await paidRow.getByRole('button', { name: `Send payment to ${name}` }).click();
    await paidRow.getByText('Paid', { exact: true }).waitFor();
    const weekly = await (await s.page.request.get(`${s.baseUrl}/api/payroll/weekly?week=${lastSunday}`)).json();
    expect(weekly.find((r: { employeeId: number }) => r.employeeId === employee.id).payment).toMatchObject({
      amount: 450,
      status: 'completed',
    });
    expect(s.pageErrors).toEqual([]);
  });
});
