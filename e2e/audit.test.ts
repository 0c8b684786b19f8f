import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickOption } from './pages/select';
import { seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

describe('money history in the browser', () => {
  let s: Session & { pageErrors: string[] };
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it("changes an expense amount and sees it as before → after in the project's History tab and in Settings", async () => {
    const stamp = Date.now();
    const projectName = `Audit Porch ${stamp}`;
    const description = `Pavers ${stamp}`;
    const post = (path: string, data: unknown) => s.page.request.post(`${s.baseUrl}${path}`, { data });
    const project = await post('/api/projects', { name: projectName, location: 'Tampa', startDate: '2026-11-01', budget: 4000 });
    expect(project.status()).toBe(201);
    const projectId = (await project.json()).id as number;
    const created = await post('/api/expenses', { projectId, category: 'material', description, amount: 1250.1, date: '2026-11-04' });
    expect(created.status()).toBe(201);

    // Change the amount on the Expenses page.
    await s.page.goto(`${s.baseUrl}/expenses`);
    await s.page.getByLabel('Search expenses').fill(description);
    await s.page
      .getByRole('button', { name: `Edit ${description}` })
      .first()
      .click();
    const form = s.page.getByRole('dialog', { name: 'Edit Expense' });
    await form.waitFor();
    await form.getByLabel(/^Amount/).fill('1300');
    await form.getByRole('button', { name: 'Update Expense' }).click();
    await form.waitFor({ state: 'hidden' });

    // The project's History tab says who changed what, before → after.
    await s.page.goto(`${s.baseUrl}/projects`);
    await s.page.getByRole('button', { name: `Project actions for ${projectName}` }).click();
    await s.page.getByRole('menuitem', { name: 'View' }).click();
    const dialog = s.page.getByRole('dialog', { name: projectName });
    await dialog.waitFor();
    // A new project without before photos asks for them first (docs/product/rules.md §4): skipped here.
    const before = s.page.getByRole('dialog', { name: 'Before Photos' });
    await before.waitFor();
    await before.getByRole('button', { name: 'Skip Photos' }).click();
    await before.waitFor({ state: 'hidden' });
    await dialog.getByRole('tab', { name: 'History' }).click();
    const list = dialog.getByRole('list', { name: 'Money changes, newest first' });
    await list.waitFor();
    const newest = list.getByRole('listitem').first();
    expect(await newest.innerText()).toContain(`Changed the expense “${description}”`);
    expect(await newest.innerText()).toContain('Local user');
    const change = newest.getByRole('list', { name: 'Changed fields' }).getByRole('listitem');
    expect(await change.innerText()).toMatch(/Amount:\s*\$1,250\.10\s*\$1,300\.00/);
    expect(await list.innerText()).toContain(`Added the expense “${description}”: $1,250.10`);
    expect(await list.innerText()).toContain('Set the budget to $4,000.00 when creating the project');
    await screenshot(s.page, 'audit-project-history');
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    // Settings → Money History, filtered to this project and to expenses.
    await s.page.keyboard.press('Escape');
    await s.page.goto(`${s.baseUrl}/settings`);
    const card = s.page.getByRole('region', { name: 'Money History' });
    await card.waitFor();
    await pickOption(s.page, card.getByRole('combobox', { name: 'Kind' }), /^Expense$/);
    await card.getByRole('combobox', { name: 'Project' }).fill(projectName);
    await s.page.getByRole('option', { name: projectName }).click();
    const filtered = card.getByRole('list', { name: 'Money changes, newest first' });
    await s.page.waitForFunction((name) => {
      const items = document.querySelectorAll('section[aria-labelledby="money-history-title"] ol > li');
      return items.length === 2 && [...items].every((li) => li.textContent?.includes(name));
    }, description);
    expect(await filtered.getByRole('listitem').first().innerText()).toContain(projectName);
    await screenshot(s.page, 'audit-settings-history');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });

  it('shows the History tab on a 390 px phone, axe clean', async () => {
    const phone = await openSession(PHONE);
    try {
      const projectName = `Audit Phone ${Date.now()}`;
      const created = await phone.page.request.post(`${phone.baseUrl}/api/projects`, {
        data: { name: projectName, location: 'Tampa', startDate: '2026-11-01', budget: 2500 },
      });
      const id = (await created.json()).id as number;
      expect((await phone.page.request.put(`${phone.baseUrl}/api/projects/${id}`, { data: { budget: 2750.5 } })).status()).toBe(200);
      await phone.page.goto(`${phone.baseUrl}/projects`);
      await phone.page.getByRole('button', { name: `Project actions for ${projectName}` }).click();
      await phone.page.getByRole('menuitem', { name: 'View' }).click();
      const before = phone.page.getByRole('dialog', { name: 'Before Photos' });
      await before.waitFor();
      await before.getByRole('button', { name: 'Skip Photos' }).click();
      await before.waitFor({ state: 'hidden' });
      const dialog = phone.page.getByRole('dialog', { name: projectName });
      await dialog.getByRole('tab', { name: 'History' }).click();
      const newest = dialog.getByRole('list', { name: 'Money changes, newest first' }).getByRole('listitem').first();
      expect(await newest.innerText()).toMatch(/Changed the budget[\s\S]*Budget:\s*\$2,500\.00\s*\$2,750\.50/);
      // Nothing wider than the phone's screen.
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(phone.page, 'audit-project-history-390');
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
