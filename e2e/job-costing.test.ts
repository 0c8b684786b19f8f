import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmployeesPage } from './pages/employees-page';
import { ProjectEditor } from './pages/project-editor';
import { ProjectsPage } from './pages/projects-page';
import { pickOption } from './pages/select';
import { openSession, type Session, screenshot } from './support/session';

describe('job costing in the browser', () => {
  let s: Session & { pageErrors: string[] };
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('adds an employee, assigns them, records 1.5 days, adds a material cost and sees costs and margin change', async () => {
    const stamp = Date.now();
    const employee = `Maria Lopez ${stamp}`;
    const projectName = `Seminole Lanai ${stamp}`;
    const supplier = `Gulf Lumber ${stamp}`;
    const post = (path: string, data: unknown) => s.page.request.post(`${s.baseUrl}${path}`, { data });
    expect(
      (
        await post('/api/projects', { name: projectName, location: 'Tampa', startDate: '2026-11-01', endDate: '2026-11-30', budget: 1000 })
      ).status(),
    ).toBe(201);
    expect((await post('/api/suppliers', { name: supplier, specialties: ['lumber'] })).status()).toBe(201);

    const employees = new EmployeesPage(s.page, s.baseUrl);
    await employees.open();
    await employees.addEmployee({ name: employee, position: 'Carpenter', dailyRate: '180' });
    expect(await employees.card(employee).innerText()).toContain('$180.00/day');

    const projects = new ProjectsPage(s.page, s.baseUrl);
    await projects.open();
    const card = projects.card(projectName);
    expect(await card.innerText()).toContain('No costs recorded yet'); // no rosy 100 % margin before any cost (issue 18)

    const editor = new ProjectEditor(s.page, projectName);
    await editor.openFromCard();
    await editor.tab('Team & Work');
    await editor.assign(employee);
    await editor.recordWork(employee, '1.5', '200');
    await editor.dialog().getByText('$300.00').first().waitFor();
    await editor.tab('Costs');
    await s.page.waitForFunction(() => document.querySelector('[aria-label="Labor costs"]')?.textContent?.includes('$300.00'));
    await editor.close();

    // 1,000 budget − 300 labor = 70 % margin on the card.
    await s.page.waitForFunction(
      (name) => document.querySelector(`article[aria-label="${name}"]`)?.textContent?.includes('70.0%'),
      projectName,
    );

    await s.page.getByRole('button', { name: `Project actions for ${projectName}` }).click();
    await s.page.getByRole('menuitem', { name: 'Materials' }).click();
    const material = s.page.getByRole('dialog', { name: 'Add Material Cost' });
    await material.getByLabel(/^Amount/).fill('100');
    await pickOption(s.page, material.getByRole('combobox', { name: 'Supplier' }), supplier);
    await material.getByRole('button', { name: 'Add Material Cost' }).click();
    await material.waitFor({ state: 'hidden' });
    await s.page.waitForFunction(
      (name) => document.querySelector(`article[aria-label="${name}"]`)?.textContent?.includes('60.0%'),
      projectName,
    );

    await editor.openFromCard();
    await editor.tab('Costs');
    await s.page.waitForFunction(() => document.querySelector('[aria-label="Total costs"]')?.textContent?.includes('$400.00'));
    expect(await editor.costCard('Labor').innerText()).toContain('$300.00');
    expect(await editor.costCard('Material').innerText()).toContain('$100.00');
    expect(await editor.costCard('Other').innerText()).toContain('$0.00');
    await screenshot(s.page, 'job-costing-costs');
    await editor.close();

    // The Expenses page, filtered to this project: the Labor tile counts the recorded work, not only labor expenses.
    await s.page.goto(`${s.baseUrl}/expenses`);
    await pickOption(s.page, s.page.getByRole('combobox', { name: 'Project' }), projectName);
    const labor = s.page.getByRole('region', { name: 'Labor' });
    await labor.getByText('+ $300.00 in 1 work record').waitFor();
    // Waits for the filtered tiles: other tests' expenses are on the unfiltered ones shown first.
    await s.page.getByRole('region', { name: 'Material' }).getByText('$100.00').waitFor();
    expect(await s.page.getByRole('region', { name: 'Material' }).innerText()).toContain('$100.00');
    await screenshot(s.page, 'job-costing-expense-tiles');
    expect(s.pageErrors).toEqual([]);
  });
});
