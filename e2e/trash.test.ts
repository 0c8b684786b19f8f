import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectsPage } from './pages/projects-page';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { DESKTOP, openSession, PHONE, type Session, screenshot } from './support/session';

type Opened = Session & { pageErrors: string[] };

/** A project with one expense, created through the API; answers its id. */
async function seedProject(s: Opened, name: string): Promise<number> {
  const res = await s.page.request.post(`${s.baseUrl}/api/projects`, {
    data: { name, location: 'Dunedin', startDate: '2026-11-02', endDate: '2026-11-27', budget: 9000 },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).id as number;
  const expense = await s.page.request.post(`${s.baseUrl}/api/expenses`, {
    data: { projectId: id, category: 'material', description: 'Tile', amount: 321.45, date: '2026-11-03' },
  });
  expect(expense.status()).toBe(201);
  return id;
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('the project trash at %s size', (size, viewport) => {
  let s: Opened;
  beforeAll(async () => {
    s = await openSession(viewport);
  });
  afterAll(() => s.close());

  it('delete says it goes to the trash for 30 days; Settings → Trash restores it with its expense', async () => {
    const name = `Trash Porch ${size} ${Date.now()}`;
    const id = await seedProject(s, name);
    const list = new ProjectsPage(s.page, s.baseUrl);
    await list.open();
    await list
      .card(name)
      .getByRole('button', { name: `Project actions for ${name}` })
      .click();
    await s.page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = s.page.getByRole('dialog', { name: 'Move project to the trash' });
    await confirm.waitFor();
    const text = await confirm.innerText();
    expect(text).toContain('restore it with everything it had from Settings → Trash for 30 days');
    await screenshot(s.page, `trash-confirm-${size}`);
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    const deleted = s.page.waitForResponse((r) => r.url() === `${s.baseUrl}/api/projects/${id}` && r.request().method() === 'DELETE');
    await confirm.getByRole('button', { name: 'Move to trash' }).click();
    const res = await deleted;
    expect(res.status()).toBe(204);
    await s.page.getByText('Moved to the trash').first().waitFor();
    await list.card(name).waitFor({ state: 'detached' });

    await s.page.goto(`${s.baseUrl}/settings`);
    const trash = s.page.getByRole('region', { name: 'Trash' });
    const entry = trash.getByRole('listitem', { name });
    // The Settings page loads several cards at once; on the loaded test machine the trash can take a while.
    await entry.waitFor({ timeout: 30_000 });
    expect(await entry.innerText()).toContain('1 expense');
    expect(await entry.innerText()).toContain('$321.45');
    await entry.scrollIntoViewIfNeeded();
    await screenshot(s.page, `trash-settings-${size}`);
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    await entry.getByRole('button', { name: `Restore ${name}` }).click();
    await s.page.getByText('Project restored').first().waitFor();
    await entry.waitFor({ state: 'detached' });
    await s.page.goto(`${s.baseUrl}/projects/${id}?tab=costs`);
    await s.page.getByRole('heading', { level: 1, name }).waitFor();
    await s.page.getByRole('tabpanel').getByText('$321.45').first().waitFor();
    expect(s.pageErrors).toEqual([]);
  });
});
