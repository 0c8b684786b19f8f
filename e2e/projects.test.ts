import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardPage } from './pages/dashboard-page';
import { ProjectsPage } from './pages/projects-page';
import { openSession, type Session, screenshot } from './support/session';

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
    await screenshot(s.page, 'projects-desktop');

    const dashboard = new DashboardPage(s.page, s.baseUrl);
    await dashboard.open();
    await dashboard.recentProjects().getByText(name).waitFor();
    expect(await dashboard.statCard('Active Projects').innerText()).toMatch(new RegExp(`\\b${activeBefore + 1}\\b`));
    await screenshot(s.page, 'dashboard-desktop');
    expect(s.pageErrors).toEqual([]);
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
});
