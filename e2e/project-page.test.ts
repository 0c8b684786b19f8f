import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectsPage } from './pages/projects-page';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { DESKTOP, openSession, PHONE, type Session, screenshot } from './support/session';

type Opened = Session & { pageErrors: string[] };

/** A project with one expense, created through the API; answers its id. */
async function seedProject(s: Opened, name: string): Promise<number> {
  const res = await s.page.request.post(`${s.baseUrl}/api/projects`, {
    data: { name, location: 'Clearwater', startDate: '2026-11-02', endDate: '2026-11-27', budget: 12000 },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).id as number;
  const expense = await s.page.request.post(`${s.baseUrl}/api/expenses`, {
    data: { projectId: id, category: 'material', description: 'Drywall sheets', amount: 640.25, date: '2026-11-03' },
  });
  expect(expense.status()).toBe(201);
  return id;
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('the project page at %s size', (size, viewport) => {
  let s: Opened;
  beforeAll(async () => {
    s = await openSession(viewport);
  });
  afterAll(() => s.close());

  it('is reached by clicking the card, keeps its address on reload, and shows the tabs', async () => {
    const name = `Harbor Bath ${size} ${Date.now()}`;
    const id = await seedProject(s, name);
    const list = new ProjectsPage(s.page, s.baseUrl);
    await list.open();
    await list.card(name).getByRole('link', { name }).click();
    await s.page.waitForURL(`${s.baseUrl}/projects/${id}`);
    await s.page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await s.page.getByRole('link', { name: 'Back to Projects' }).isVisible()).toBe(true);
    expect(await s.page.getByRole('tabpanel').innerText()).toContain('$12,000.00');
    await screenshot(s.page, `project-page-${size}`);
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    await s.page.getByRole('tab', { name: 'Costs' }).click();
    await s.page.waitForURL(`${s.baseUrl}/projects/${id}?tab=costs`);
    await s.page.getByRole('heading', { name: 'Cost Tracking' }).waitFor();
    await s.page.getByRole('tabpanel').getByText('$640.25').first().waitFor();
    // Reload-safe: the same project and tab come back from the address alone.
    await s.page.reload();
    await s.page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await s.page.getByRole('tab', { name: 'Costs' }).getAttribute('aria-selected')).toBe('true');
    await s.page.getByRole('heading', { name: 'Cost Tracking' }).waitFor();
    await s.page.getByRole('tabpanel').getByText('$640.25').first().waitFor();
    await screenshot(s.page, `project-page-costs-${size}`);
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    for (const tab of ['Team', 'Work', 'Photos', 'Analysis']) {
      await s.page.getByRole('tab', { name: tab }).click();
      await s.page.getByRole('tabpanel').first().waitFor();
      await s.page.waitForFunction(() => !document.querySelector('[role="tabpanel"] [aria-busy="true"]'), null, { timeout: 15_000 });
      await screenshot(s.page, `project-page-${tab.toLowerCase()}-${size}`);
      expect(await hasHorizontalScroll(s.page)).toBe(false);
      expect(await seriousAxeViolations(s.page)).toEqual([]);
    }

    await s.page.getByRole('link', { name: 'Back to Projects' }).click();
    await list.heading().waitFor();
    expect(s.pageErrors).toEqual([]);
  });

  it('says "Project not found" for an id that does not exist', async () => {
    await s.page.goto(`${s.baseUrl}/projects/2147480000`);
    await s.page.getByRole('heading', { level: 1, name: 'Project not found' }).waitFor();
    expect(await s.page.getByRole('link', { name: 'Back to Projects' }).isVisible()).toBe(true);
    await s.page.goto(`${s.baseUrl}/projects/abc`);
    await s.page.getByRole('heading', { level: 1, name: 'Project not found' }).waitFor();
    await screenshot(s.page, `project-page-not-found-${size}`);
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    expect(await seriousAxeViolations(s.page)).toEqual([]);
  });
});
