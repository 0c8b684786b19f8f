import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../domain/dates';
import { weekStart } from '../domain/payroll';
import { PayrollPage } from './pages/payroll-page';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

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
      date: thisSunday, // never a future day (refused): Sunday is this week's first day
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

    // The row starts with the employee's preferred method (Cash), not Cash App.
    const methodSelect = s.page.getByRole('combobox', { name: `Payment method for ${name}` });
    expect(await methodSelect.inputValue()).toBe('cash');

    // Pay the week, then send the pending payment: it becomes Paid only once the user confirms it.
    await s.page.getByRole('button', { name: 'Pay Week' }).click();
    const payDialog = s.page.getByRole('dialog', { name: 'Pay Week' });
    await payDialog.getByText('$450.00 by Cash').waitFor();
    await payDialog.getByRole('button', { name: /^Pay \$/ }).click();
    const paidRow = s.page.getByRole('row').filter({ hasText: name });
    await paidRow.getByText('Payment pending').waitFor();
    // Nothing left to pay: Pay Week is disabled instead of offering "Pay $0.00".
    expect(await s.page.getByRole('button', { name: 'Pay Week' }).isDisabled()).toBe(true);
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    await screenshot(s.page, 'payroll-after-pay-week-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    await paidRow.getByRole('button', { name: `Send payment to ${name}` }).click();
    const confirm = s.page.getByRole('dialog', { name: `Pay ${name}` });
    await confirm.getByText('Paid $450.00 in cash?').waitFor();
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    // Closing without confirming leaves the payment pending.
    await confirm.getByRole('button', { name: 'Not yet' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const weeklyRow = async () =>
      (await (await s.page.request.get(`${s.baseUrl}/api/payroll/weekly?week=${lastSunday}`)).json()).find(
        (r: { employeeId: number }) => r.employeeId === employee.id,
      );
    expect((await weeklyRow()).payment).toMatchObject({ status: 'pending', paymentMethod: 'cash' });
    await paidRow.getByText('Payment pending').waitFor();

    // Confirm, saying it was actually paid by check: the check is recorded and the toast says so.
    await paidRow.getByRole('button', { name: `Send payment to ${name}` }).click();
    await confirm.getByRole('combobox', { name: 'Paid by' }).selectOption('check');
    await confirm.getByText('Paid $450.00 by check?').waitFor();
    await confirm.getByRole('button', { name: 'Yes, record $450.00 as paid' }).click();
    await s.page.getByText(`Recorded $450.00 paid to ${name} by check`).waitFor();
    await paidRow.getByText('Paid', { exact: true }).waitFor();
    expect((await weeklyRow()).payment).toMatchObject({ amount: 450, status: 'completed', paymentMethod: 'check' });
    expect(await methodSelect.inputValue()).toBe('check');

    // Send All Pay Stubs asks first and says the stubs went to the outbox, not to anyone's phone.
    await s.page.getByRole('button', { name: 'Send All Pay Stubs' }).click();
    const sendDialog = s.page.getByRole('dialog', { name: 'Send All Pay Stubs' });
    await sendDialog.getByRole('button', { name: 'Send pay stubs' }).click();
    await s.page
      .getByText(/saved to the outbox, not texted/)
      .first()
      .waitFor();
    expect(s.pageErrors).toEqual([]);
  });

  it('fits a phone: no sideways scroll, nothing clipped, no serious axe findings, the pay stub Pay column visible', async () => {
    const phone = await openSession(PHONE);
    try {
      const payroll = new PayrollPage(phone.page, phone.baseUrl);
      await payroll.open();
      await payroll.previousWeek();
      const card = phone.page
        .getByText('Payment pending')
        .or(phone.page.getByText('Paid', { exact: true }))
        .first();
      await card.waitFor();
      expect(await hasHorizontalScroll(phone.page)).toBe(false);
      await screenshot(phone.page, 'payroll-390');
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      await phone.page
        .getByRole('button', { name: /^Pay stub for / })
        .first()
        .click();
      const pay = payroll.payStubDialog().getByRole('columnheader', { name: 'Pay', exact: true });
      await pay.waitFor();
      const box = await pay.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
      await screenshot(phone.page, 'payroll-paystub-390');
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
