import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../domain/dates';
import { dayText } from '../domain/pay-rates';
import { EmployeesPage } from './pages/employees-page';
import { pickOption } from './pages/select';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

type Opened = Session & { pageErrors: string[] };

const today = todayIso();
const from = addDays(today, -8);

/** An employee at $180.00/day with one day of work before `from` and six from it on, through the API. */
async function seed(s: Opened, name: string) {
  const post = async (path: string, data: unknown) => {
    const res = await s.page.request.post(`${s.baseUrl}${path}`, { data });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: number };
  };
  const employee = await post('/api/employees', {
    name,
    position: 'Carpenter',
    dailyRate: 180,
    payType: 'daily',
    effectiveFrom: addDays(today, -30),
  });
  const project = await post('/api/projects', { name: `${name} deck`, location: 'Tampa', startDate: addDays(today, -30), budget: 5000 });
  for (const date of [addDays(from, -4), ...[0, 1, 2, 3, 4, 5].map((n) => addDays(from, n))]) {
    await post('/api/time-entries', { projectId: project.id, employeeId: employee.id, date, entryType: 'days', days: 1 });
  }
  return { employeeId: employee.id, projectId: project.id };
}

/** Opens the employee's edit dialog from its card. */
async function openEdit(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Employee' });
  await dialog.waitFor();
  return dialog;
}

/** Gives a raise to $200.00/day from `from`, checking the preview says what it reprices before saving. */
async function raise(s: Opened, name: string, shot: string) {
  const employees = new EmployeesPage(s.page, s.baseUrl);
  await employees.open();
  const dialog = await openEdit(s.page, name);
  expect(await dialog.getByLabel(/^Effective from/).count()).toBe(0); // asked only when the rate changes
  await dialog.getByLabel('Daily Rate').fill('200');
  const effective = dialog.getByLabel(/^Effective from/);
  expect(await effective.inputValue()).toBe(today);
  await dialog.getByText(`No recorded work changes: work from ${dayText(today)} is paid at the new rate.`).waitFor();
  await effective.fill(from);
  await dialog.getByText(`Applies to 6 work records from ${dayText(from)}: labor pay $1,080.00 → $1,200.00`).waitFor();
  await screenshot(s.page, shot);
  expect(await hasHorizontalScroll(s.page)).toBe(false);
  expect(await seriousAxeViolations(s.page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Update Employee' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('a raise with an effective date in the employee form', () => {
  let s: Opened;
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('asks from when, previews the repricing, saves it and shows the rate history (1280 px)', async () => {
    const name = `Rita Vega ${Date.now()}`;
    const { projectId } = await seed(s, name);
    await raise(s, name, 'dated-rates-preview-1280');

    // Work before the effective date keeps $180.00: 180 + 6 × 200.
    const project = await (await s.page.request.get(`${s.baseUrl}/api/projects/${projectId}`)).json();
    expect(project.totalExpenses).toBe(1380);

    const dialog = await openEdit(s.page, name);
    const history = dialog.getByRole('table', { name: 'Rate history' });
    await history.getByRole('cell', { name: dayText(from) }).waitFor();
    const rows = await history.getByRole('row').allInnerTexts();
    expect(rows.slice(1).map((r) => r.replace(/\s+/g, ' ').trim())).toEqual([
      `${dayText(from)} $200.00 Not set`,
      `${dayText(addDays(today, -30))} $180.00 Not set`,
    ]);
    await screenshot(s.page, 'dated-rates-history-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await s.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Record Work prices a day at the rate in force on it, as the server does: $180.00 before the raise, $200.00 from it.
    await s.page.goto(`${s.baseUrl}/projects/${projectId}?tab=work`);
    await s.page.getByRole('button', { name: 'Record Work' }).click();
    const work = s.page.getByRole('dialog', { name: 'Record Work' });
    await pickOption(s.page, work.getByRole('combobox', { name: /^Employee/ }), new RegExp(name));
    const date = work.getByRole('textbox', { name: /^Date/ });
    const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
    await date.fill(us(addDays(from, -1)));
    await date.press('Tab');
    await work.getByText('Pay: 1 day × $180.00 = $180.00').waitFor();
    await work.getByText(`($180.00/day on ${dayText(addDays(from, -1))})`, { exact: false }).waitFor();
    await date.fill(us(from));
    await date.press('Tab');
    await work.getByText('Pay: 1 day × $200.00 = $200.00').waitFor();
    await screenshot(s.page, 'dated-rates-record-work-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });

  it('does the same on a phone without clipping (390 px)', async () => {
    const phone = await openSession(PHONE);
    try {
      const name = `Omar Pena ${Date.now()}`;
      await seed(phone, name);
      await raise(phone, name, 'dated-rates-preview-390');
      const dialog = await openEdit(phone.page, name);
      await dialog
        .getByRole('table', { name: 'Rate history' })
        .getByRole('cell', { name: dayText(from) })
        .waitFor();
      expect(await hasHorizontalScroll(phone.page)).toBe(false);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
