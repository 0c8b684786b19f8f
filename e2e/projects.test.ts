import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardPage } from './pages/dashboard-page';
import { ProjectEditor } from './pages/project-editor';
import { ProjectsPage } from './pages/projects-page';
import { pickOption } from './pages/select';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

describe('projects in the browser', () => {
  let s: Session & { pageErrors: string[] };
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('creates a project through the form and shows it on /projects and on the dashboard', async () => {
    // The browser tests share one server, so count relative to what other tests created.
    const activeBefore = (await (await s.page.request.get(`${s.baseUrl}/api/dashboard/stats`)).json()).activeProjects as number;
    const projects = new ProjectsPage(s.page, s.baseUrl);
    await projects.open();
    const name = `Bayshore Kitchen ${Date.now()}`;
    // Recent Projects lists the 3 latest start dates; start later than any other test's project to be among them.
    await projects.createProject({ name, location: 'Tampa', startDate: '01/04/2030', endDate: '01/31/2030', budget: '10000.10' });
    await projects.dialog().waitFor({ state: 'hidden' });

    const card = projects.card(name);
    await card.waitFor();
    const cardText = await card.innerText();
    expect(cardText).toContain('Tampa');
    expect(cardText).toContain('$10,000.10');
    // No costs yet: no 100 % margin, no rosy profit; the card says what is missing.
    expect(cardText).toContain('No costs recorded yet');
    expect(cardText).not.toContain('100.0%');
    await screenshot(s.page, 'projects-desktop');
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    const dashboard = new DashboardPage(s.page, s.baseUrl);
    await dashboard.open();
    await dashboard.recentProjects().getByText(name).waitFor();
    expect(await dashboard.recentProjects().getByRole('link').filter({ hasText: name }).innerText()).toContain('No costs recorded yet');
    expect(await dashboard.statCard('Active Projects').innerText()).toMatch(new RegExp(`\\b${activeBefore + 1}\\b`));
    await screenshot(s.page, 'dashboard-desktop');
    expect(s.pageErrors).toEqual([]);
  });

  it('shows a no-cost project card honestly on a phone', async () => {
    const phone = await openSession(PHONE);
    try {
      const name = `Phone Bare ${Date.now()}`;
      const res = await phone.page.request.post(`${phone.baseUrl}/api/projects`, {
        data: { name, location: 'Tampa', startDate: '2026-11-01', endDate: '2026-11-30', budget: 8500 },
      });
      expect(res.status()).toBe(201);
      const projects = new ProjectsPage(phone.page, phone.baseUrl);
      await projects.open();
      const card = projects.card(name);
      await card.getByText('No costs recorded yet').waitFor();
      expect(await card.innerText()).not.toContain('100.0%');
      await screenshot(phone.page, 'projects-no-costs-390');
      expect(await hasHorizontalScroll(phone.page)).toBe(false);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('shows field messages and keeps the dialog open when required fields are missing', async () => {
    const projects = new ProjectsPage(s.page, s.baseUrl);
    await projects.open();
    await s.page.getByRole('button', { name: 'New Project' }).click();
    const dialog = projects.dialog();
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await dialog.getByText('Project name is required').waitFor();
    expect(await dialog.isVisible()).toBe(true);
  });

  it('Enter in a date field finishes the date and never sends the form (issue 39 scope 6)', async () => {
    const projects = new ProjectsPage(s.page, s.baseUrl);
    await projects.open();
    await s.page.getByRole('button', { name: 'New Project' }).click();
    const dialog = projects.dialog();
    const name = `Enter job ${Date.now()}`;
    const posts: string[] = [];
    const count = (r: import('playwright-core').Request) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/projects') posts.push(r.url());
    };
    s.page.on('request', count);
    await dialog.getByLabel('Project Name').fill(name);
    await dialog.getByLabel('Location').fill('Tampa');
    await dialog.getByLabel(/^Budget/).fill('12000');
    await dialog.getByLabel('Start Date').fill('11/02/2026');
    await dialog.getByLabel('Start Date').press('Enter');
    await dialog.getByLabel('End Date').fill('12/18/2026');
    await dialog.getByLabel('End Date').press('Enter');
    expect(await dialog.isVisible()).toBe(true);
    // The dates typed stand, and the button sends the form.
    expect(await dialog.getByLabel('End Date').inputValue()).toBe('12/18/2026');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await projects.card(name).waitFor();
    // One POST: the button's. Neither Enter sent the form (before, the first Enter created the project without its end date).
    s.page.off('request', count);
    expect(posts).toHaveLength(1);
    const listed = (await (await s.page.request.get(`${s.baseUrl}/api/projects`)).json()) as { name: string; endDate: string | null }[];
    expect(listed.find((p) => p.name === name)?.endDate?.slice(0, 10)).toBe('2026-12-18');
  });

  it('keeps typed work when Escape closes a date picker, and asks before throwing away typed project edits', async () => {
    const stamp = Date.now();
    const projectName = `Escape Deck ${stamp}`;
    const employee = `Rosa Keys ${stamp}`;
    const post = async (path: string, data: unknown) => {
      const res = await s.page.request.post(`${s.baseUrl}${path}`, { data });
      expect(res.status(), path).toBe(201);
      return (await res.json()) as { id: number };
    };
    const project = await post('/api/projects', {
      name: projectName,
      location: 'Naples',
      startDate: '2026-11-01',
      endDate: '2026-12-15',
      budget: 8000,
    });
    await post('/api/employees', { name: employee, position: 'Carpenter', dailyRate: 190 });

    const projects = new ProjectsPage(s.page, s.baseUrl);
    await projects.open();
    const editor = new ProjectEditor(s.page, projectName);
    await editor.openFromCard();
    await editor.tab('Team & Work');
    await editor.assign(employee);

    // Record Work: choose the employee, open the date picker, Escape closes the picker only.
    await editor.dialog().getByRole('button', { name: 'Record Work' }).click();
    const work = s.page.getByRole('dialog', { name: 'Record Work' });
    await pickOption(s.page, work.getByRole('combobox', { name: 'Employee' }), new RegExp(employee));
    await work.getByRole('textbox', { name: 'Date' }).click();
    const calendar = s.page.locator('[data-dates-dropdown]');
    await calendar.waitFor();
    // A payroll week runs Sunday to Saturday, so the calendar's weeks do too.
    expect(await calendar.locator('thead th').first().textContent()).toBe('Su');
    await s.page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'hidden' });
    expect(await work.isVisible()).toBe(true);
    expect(await work.getByRole('combobox', { name: 'Employee' }).inputValue()).toContain(employee);
    await s.page.keyboard.press('Escape'); // now the dialog itself closes, and only it
    await work.waitFor({ state: 'hidden' });
    expect(await editor.dialog().isVisible()).toBe(true);

    // Typed edits on the Details tab: Escape asks first; Keep editing keeps them; Discard throws them away.
    await editor.tab('Details');
    const name = editor.dialog().getByRole('textbox', { name: 'Project Name' });
    await name.fill(`${projectName} (renamed)`);
    await s.page.keyboard.press('Escape');
    const confirm = s.page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await confirm.waitFor();
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await screenshot(s.page, 'projects-discard-confirm');
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await name.inputValue()).toBe(`${projectName} (renamed)`);
    await editor.dialog().getByRole('button', { name: 'Close dialog' }).first().click();
    await confirm.getByRole('button', { name: 'Discard changes' }).click();
    await editor.dialog().waitFor({ state: 'hidden' });
    const stored = (await (await s.page.request.get(`${s.baseUrl}/api/projects/${project.id}`)).json()) as { name: string };
    expect(stored.name).toBe(projectName);
    expect(s.pageErrors).toEqual([]);
  });
});
