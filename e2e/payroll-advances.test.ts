import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../domain/dates';
import { weekStart } from '../domain/payroll';
import { PayrollPage } from './pages/payroll-page';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Issue 37 in the browser: the Pay Week dialog dates the payment, and the stub lists the advance it recovered. */
describe('payroll advances recovered and payment dates in the browser', () => {
  let s: Session & { pageErrors: string[] };
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('pays last week on the day chosen and the stub lists the Pay Now advance it recovered (1280 and 390 px)', async () => {
    const stamp = Date.now();
    const name = `Rosa Advance ${stamp}`;
    const send = async (method: 'post' | 'put', path: string, data: unknown, status: number) => {
      const res = await s.page.request[method](`${s.baseUrl}${path}`, { data });
      expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
      return res.json();
    };
    const lastSunday = addDays(weekStart(todayIso()), -7);
    const lastSaturday = addDays(lastSunday, 6);
    const project = await send(
      'post',
      '/api/projects',
      { name: `Advance job ${stamp}`, location: 'Tampa', startDate: addDays(lastSunday, -30), budget: 9000 },
      201,
    );
    const employee = await send('post', '/api/employees', { name, position: 'Mason', dailyRate: 200 }, 201);
    await send(
      'post',
      '/api/time-entries',
      { projectId: project.id, employeeId: employee.id, date: addDays(lastSunday, 1), entryType: 'days', days: 2 },
      201,
    );
    // 50.00 sent with Pay Now (marked paid) and 30.00 recorded but never sent: both are deducted.
    const sent = await send(
      'post',
      '/api/payroll-advances',
      { employeeId: employee.id, amount: 50, reason: 'Boots', advanceDate: addDays(lastSunday, 2) },
      201,
    );
    await send('put', `/api/payroll-advances/${sent.id}`, { status: 'paid' }, 200);
    await send(
      'post',
      '/api/payroll-advances',
      { employeeId: employee.id, amount: 30, reason: 'Lunch', advanceDate: addDays(lastSunday, 3) },
      201,
    );

    const payroll = new PayrollPage(s.page, s.baseUrl);
    await payroll.open();
    await payroll.previousWeek();
    const row = s.page.getByRole('row').filter({ hasText: name });
    await row.getByText('$320.00').first().waitFor(); // 400.00 − 80.00
    await row.getByText('$30.00 not sent with Pay Now').waitFor();

    await s.page.getByRole('button', { name: 'Pay Week' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Pay Week' });
    await dialog.getByText(`${name}: $320.00`, { exact: false }).waitFor();
    const date = dialog.getByRole('textbox', { name: /Payment date/ });
    expect(await date.inputValue()).toBe(usDate(todayIso()));
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await date.fill(usDate(lastSaturday));
    await date.press('Tab');
    await screenshot(s.page, 'payroll-pay-week-date-1280');
    await dialog.getByRole('button', { name: /^Pay \$/ }).click();
    await row.getByText('Payment pending').waitFor();
    await row.getByRole('button', { name: new RegExp(`^Payment date for ${name}`) }).waitFor();

    const weekly = (await (await s.page.request.get(`${s.baseUrl}/api/payroll/weekly?week=${lastSunday}`)).json()).find(
      (r: { employeeId: number }) => r.employeeId === employee.id,
    );
    expect(weekly.payment).toMatchObject({ amount: 320, paymentDate: lastSaturday });

    await payroll.payStubButton(name).click();
    const stub = payroll.payStubDialog();
    await stub.waitFor();
    const recovered = stub.getByRole('table', { name: 'Advances recovered' });
    await recovered.getByText('Boots').waitFor();
    await recovered.getByText('−$50.00').waitFor();
    await recovered.getByText('Lunch').waitFor();
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await screenshot(s.page, 'payroll-stub-advance-recovered-1280');
    await s.page.keyboard.press('Escape');
    await stub.waitFor({ state: 'hidden' });

    await s.page.setViewportSize(PHONE);
    await payroll.open();
    await payroll.previousWeek();
    await s.page.getByText(name).first().waitFor();
    await payroll.payStubButton(name).click();
    await stub.waitFor();
    await stub.getByRole('table', { name: 'Advances recovered' }).getByText('Boots').waitFor();
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await screenshot(s.page, 'payroll-stub-advance-recovered-390');
    expect(s.pageErrors).toEqual([]);
  });
});
