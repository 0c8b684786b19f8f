import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../domain/dates';
import { pickOption } from './pages/select';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

type Opened = Session & { pageErrors: string[] };
const today = todayIso();

/**
 * Cost codes where people use them (issue 42): the Settings card that manages the list, and the expense form that
 * fills the code in from the supplier's past expenses.
 */
describe('cost codes: the Settings card and the suggestion on the expense form', () => {
  let s: Opened;
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('adds and renames a cost code from Settings; Unassigned cannot be switched off (1280 and 390 px)', async () => {
    const code = `3${String(Date.now()).slice(-1)}-${String(Date.now()).slice(-4)}`;
    await s.page.goto(`${s.baseUrl}/settings`);
    const card = s.page.getByRole('region', { name: 'Cost codes' });
    await card.getByRole('table', { name: 'Cost codes' }).getByText('Framing and carpentry').waitFor();
    await card.getByRole('button', { name: 'Add cost code' }).click();
    const add = s.page.getByRole('dialog', { name: 'Add cost code' });
    await add.getByLabel(/^Code/).fill(code);
    await add.getByLabel(/^Name/).fill('Decks and porches');
    await screenshot(s.page, 'cost-code-dialog-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await add.getByRole('button', { name: 'Add cost code' }).click();
    await add.waitFor({ state: 'hidden' });
    await card.getByRole('row').filter({ hasText: code }).getByText('Decks and porches').waitFor();
    await card.getByRole('button', { name: `Edit cost code ${code} Decks and porches` }).click();
    const edit = s.page.getByRole('dialog', { name: `Edit cost code ${code}` });
    await edit.getByLabel(/^Name/).fill('Decks, porches and railings');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await card.getByRole('row').filter({ hasText: code }).getByText('Decks, porches and railings').waitFor();
    const codes = await (await s.page.request.get(`${s.baseUrl}/api/cost-codes`)).json();
    expect(codes.find((c: { code: string }) => c.code === code)).toMatchObject({ name: 'Decks, porches and railings', active: true });
    await screenshot(s.page, 'cost-codes-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    const phone = await openSession(PHONE);
    try {
      await phone.page.goto(`${phone.baseUrl}/settings`);
      await phone.page.getByRole('region', { name: 'Cost codes' }).getByText('Decks, porches and railings').waitFor();
      await screenshot(phone.page, 'cost-codes-390');
      expect(await hasHorizontalScroll(phone.page)).toBe(false);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
    expect(s.pageErrors).toEqual([]);
  });

  it("fills in the cost code from the supplier's past expenses, and keeps one the user picks (1280 px)", async () => {
    const stamp = Date.now();
    const post = async (path: string, data: unknown) => {
      const res = await s.page.request.post(`${s.baseUrl}${path}`, { data });
      expect(res.status()).toBe(201);
      return (await res.json()) as { id: number };
    };
    const project = await post('/api/projects', { name: `Sink ${stamp}`, location: 'Tampa', startDate: addDays(today, -5), budget: 9000 });
    const supplier = await post('/api/suppliers', { name: `Pipe Supply ${stamp}` });
    for (const amount of [120, 80])
      await post('/api/expenses', {
        projectId: project.id,
        supplierId: supplier.id,
        category: 'material',
        description: 'PEX and fittings',
        amount,
        date: addDays(today, -2),
        costCode: '22',
      });
    await s.page.goto(`${s.baseUrl}/expenses`);
    await s.page.getByRole('button', { name: 'New Expense' }).first().click();
    const dialog = s.page.getByRole('dialog', { name: 'New Expense' });
    await pickOption(s.page, dialog.getByRole('combobox', { name: /^Project/ }), `Sink ${stamp}`);
    await pickOption(s.page, dialog.getByRole('combobox', { name: /^Category/ }), 'Material');
    await pickOption(s.page, dialog.getByRole('combobox', { name: /^Supplier/ }), `Pipe Supply ${stamp}`);
    await dialog.getByText("Suggested from this supplier's past expenses").waitFor();
    expect(await dialog.getByRole('combobox', { name: /^Cost code/ }).inputValue()).toBe('22 Plumbing');
    await screenshot(s.page, 'expense-cost-code-suggested-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await dialog.getByLabel(/^Description/).fill('Shutoff valves');
    await dialog.getByLabel(/^Amount/).fill('45.10');
    await dialog.getByRole('button', { name: 'Add Expense' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const list = await (await s.page.request.get(`${s.baseUrl}/api/expenses?projectId=${project.id}`)).json();
    expect(list.find((e: { description: string }) => e.description === 'Shutoff valves')).toMatchObject({ amount: 45.1, costCode: '22' });
    expect(s.pageErrors).toEqual([]);
  });
});
