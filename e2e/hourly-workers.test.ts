import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../domain/dates';
import { EmployeesPage } from './pages/employees-page';
import { pickOption } from './pages/select';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

// Issue 39 scope 2: someone paid by the hour is entered as such ($22/h, not "$176/day") and their work in hours.
describe('an hourly worker in the forms', () => {
  let s: Session & { pageErrors: string[] };
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('adds a $22.00/h worker in the employee form and records 7.5 h for $165.00 (1280 px), and the form fits a phone', async () => {
    const name = `Hana Hourly ${Date.now()}`;
    const employees = new EmployeesPage(s.page, s.baseUrl);
    await employees.open();
    await s.page.getByRole('button', { name: 'Add Employee' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Add Employee' });
    await dialog.getByLabel(/^Name/).fill(name);
    await pickOption(s.page, dialog.getByRole('combobox', { name: 'Position' }), 'General Labor');
    expect(await dialog.getByLabel('Hourly Rate').count()).toBe(0); // by the day unless chosen
    await dialog.getByText('By the hour', { exact: true }).click();
    await dialog.getByLabel('Hourly Rate').fill('22');
    await screenshot(s.page, 'hourly-employee-form-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create Employee' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const stored = (
      (await (await s.page.request.get(`${s.baseUrl}/api/employees`)).json()) as {
        name: string;
        payType: string;
        hourlyRate: number | null;
      }[]
    ).find((e) => e.name === name);
    expect(stored).toMatchObject({ payType: 'hourly', hourlyRate: 22 });

    const created = await s.page.request.post(`${s.baseUrl}/api/projects`, {
      data: { name: `${name} porch`, location: 'Tampa', startDate: addDays(todayIso(), -10), budget: 9000 },
    });
    const projectId = (await created.json()).id as number;
    await s.page.goto(`${s.baseUrl}/projects/${projectId}?tab=work`);
    await s.page.getByRole('button', { name: 'Record Work' }).click();
    const work = s.page.getByRole('dialog', { name: 'Record Work' });
    await pickOption(s.page, work.getByRole('combobox', { name: /^Employee/ }), new RegExp(name));
    // Paid by the hour: the entry is in hours, without a custom day pay.
    const hoursBox = work.getByRole('textbox', { name: /^Hours/ });
    await hoursBox.waitFor();
    expect(await work.getByLabel('Custom Pay per Day').count()).toBe(0);
    await hoursBox.fill('7.5');
    await work.getByText('Pay: 7.5 h × $22.00/h = $165.00').waitFor();
    await screenshot(s.page, 'hourly-record-work-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await work.getByRole('button', { name: 'Save Work Entry' }).click();
    await work.waitFor({ state: 'hidden' });
    const entry = s.page.getByRole('list', { name: 'Work entries' }).getByRole('listitem').filter({ hasText: name });
    await entry.getByText('7.5 h × $22.00/h', { exact: false }).waitFor();
    await entry.getByText('$165.00').waitFor();
    const records = (await (await s.page.request.get(`${s.baseUrl}/api/time-entries?projectId=${projectId}`)).json()) as {
      entryType: string;
      hours: number;
      pay: number;
    }[];
    expect(records).toEqual([expect.objectContaining({ entryType: 'hours', hours: 7.5, pay: 165 })]);
    expect(s.pageErrors).toEqual([]);

    const phone = await openSession(PHONE);
    try {
      await new EmployeesPage(phone.page, phone.baseUrl).open();
      await phone.page.getByRole('button', { name: 'Add Employee' }).click();
      const add = phone.page.getByRole('dialog', { name: 'Add Employee' });
      await add.getByText('By the hour', { exact: true }).click();
      await add.getByLabel('Hourly Rate').waitFor();
      await screenshot(phone.page, 'hourly-employee-form-390');
      expect(await hasHorizontalScroll(phone.page)).toBe(false);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
