import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardPage } from './pages/dashboard-page';
import { ProjectEditor } from './pages/project-editor';
import { ProjectsPage } from './pages/projects-page';
import { pickOption } from './pages/select';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

type Opened = Session & { pageErrors: string[] };

/** A project with a $500.00 material expense and an employee without a daily rate, through the API. */
async function seed(s: Opened, name: string, employee: string) {
  const post = (path: string, data: unknown) => s.page.request.post(`${s.baseUrl}${path}`, { data });
  const project = await post('/api/projects', { name, location: 'Tampa', startDate: '2026-11-01', endDate: '2026-12-15', budget: 2000 });
  expect(project.status()).toBe(201);
  const id = (await project.json()).id as number;
  expect(
    (await post('/api/expenses', { projectId: id, category: 'material', description: 'Pavers', amount: 500, date: '2026-11-03' })).status(),
  ).toBe(201);
  // No daily rate given: the form's default of 0, "Rate not set".
  expect((await post('/api/employees', { name: employee, position: 'Laborer', payType: 'daily' })).status()).toBe(201);
  return id;
}

describe('work recorded for an employee without a rate in the browser', () => {
  let s: Opened;
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('says the margin is not final on the card and on the project page (Details, Costs, Profit Analysis)', async () => {
    const stamp = Date.now();
    const name = `Patio Pavers ${stamp}`;
    const employee = `Ana Ruiz ${stamp}`;
    const note = `Not final: 1 work record for an employee without a rate (${employee})`;
    const id = await seed(s, name, employee);

    const projects = new ProjectsPage(s.page, s.baseUrl);
    await projects.open();
    const card = projects.card(name);
    await card.getByText('75.0%').first().waitFor(); // (2,000 − 500) ÷ 2,000 before any work
    expect(await card.innerText()).not.toContain('Not final');

    const editor = new ProjectEditor(s.page, name);
    await editor.openFromCard();
    await editor.tab('Team & Work');
    await editor.assign(employee);
    await editor.recordWork(employee, '2'); // no custom pay: priced at the employee's rate, which is none
    await editor.close();

    // Still 75.0 %, but marked: the two days are priced at $0.
    await card.getByText(note).waitFor();
    expect(await card.innerText()).toContain('75.0%');
    await screenshot(s.page, 'unpriced-work-card-1280');
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    // The dashboard's projected profit and margin include it, and say they are not final.
    const dashboard = new DashboardPage(s.page, s.baseUrl);
    await dashboard.open();
    await dashboard
      .statCard('Projected profit')
      .getByText(/^Not final: \d+ work records? on \d+ projects? for employees without a rate$/)
      .waitFor();
    expect(await dashboard.statCard('Projected margin').innerText()).toMatch(/Not final: \d+ work records? on \d+ projects?/);
    await screenshot(s.page, 'unpriced-work-dashboard-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await projects.open();

    await card.getByRole('link', { name }).click();
    await s.page.waitForURL(`${s.baseUrl}/projects/${id}`);
    await s.page.getByRole('tabpanel').getByText(note).waitFor();
    await screenshot(s.page, 'unpriced-work-page-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    await s.page.getByRole('tab', { name: 'Costs' }).click();
    await s.page.getByRole('heading', { name: 'Project Status Analysis' }).waitFor();
    await s.page.getByRole('tabpanel').getByText(note).waitFor();
    await screenshot(s.page, 'unpriced-work-costs-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    await s.page.getByRole('tab', { name: 'Analysis', exact: true }).click();
    await s.page.getByRole('tab', { name: 'Profit Analysis' }).click();
    await s.page.getByText('Current profit margin').waitFor();
    await s.page.getByText(note).filter({ visible: true }).waitFor(); // the Details tab stays mounted, hidden
    // The health and rating are not final either, and the first risk factor says why.
    await s.page
      .getByText(/, not final$/)
      .filter({ visible: true })
      .waitFor();
    await s.page.getByText(/^1 work record is priced at \$0 \(employee without a rate\)/).waitFor();
    await screenshot(s.page, 'unpriced-work-profit-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    // Accounting's Project Analysis lists the project (revenue of the year it started, 2026) with the same line.
    await s.page.goto(`${s.baseUrl}/accounting`);
    await pickOption(s.page, s.page.getByRole('combobox', { name: 'Year' }), '2026');
    await s.page.getByRole('tab', { name: 'Project Analysis' }).click();
    await s.page.getByRole('tabpanel', { name: 'Project Analysis' }).getByText(note).waitFor();

    // A daily rate prices the work: the note goes and the margin falls to (2,000 − 500 − 2 × 150) ÷ 2,000 = 60 %.
    const employees = (await (await s.page.request.get(`${s.baseUrl}/api/employees`)).json()) as { id: number; name: string }[];
    const ana = employees.find((e) => e.name === employee);
    const put = await s.page.request.put(`${s.baseUrl}/api/employees/${ana?.id}`, {
      data: { name: employee, position: 'Laborer', payType: 'daily', dailyRate: 150 },
    });
    expect(put.status()).toBe(200);
    await projects.open();
    await card.getByText('60.0%').first().waitFor();
    expect(await card.innerText()).not.toContain('Not final');
    expect(s.pageErrors).toEqual([]);
  });

  it('shows the note on a phone card without clipping', async () => {
    const phone = await openSession(PHONE);
    try {
      const stamp = Date.now();
      const name = `Phone Fence ${stamp}`;
      const employee = `Bo Li ${stamp}`;
      const id = await seed(phone, name, employee);
      const employees = (await (await phone.page.request.get(`${phone.baseUrl}/api/employees`)).json()) as { id: number; name: string }[];
      const bo = employees.find((e) => e.name === employee);
      const work = await phone.page.request.post(`${phone.baseUrl}/api/time-entries`, {
        data: { projectId: id, employeeId: bo?.id, date: '2026-11-04', days: 1, entryType: 'days' },
      });
      expect(work.status()).toBe(201);
      const projects = new ProjectsPage(phone.page, phone.baseUrl);
      await projects.open();
      await projects.card(name).getByText(`Not final: 1 work record for an employee without a rate (${employee})`).waitFor();
      await screenshot(phone.page, 'unpriced-work-card-390');
      expect(await hasHorizontalScroll(phone.page)).toBe(false);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
