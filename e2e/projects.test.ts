import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardPage } from './pages/dashboard-page';
import { ProjectsPage } from './pages/projects-page';
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
});
