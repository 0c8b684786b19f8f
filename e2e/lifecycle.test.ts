import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardPage } from './pages/dashboard-page';
import { LifecyclePages } from './pages/lifecycle';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

type S = Session & { pageErrors: string[] };

async function createProject(s: S, name: string, budget = 10000) {
  const res = await s.page.request.post(`${s.baseUrl}/api/projects`, {
    data: { name, location: 'Tampa', startDate: '2026-11-01', endDate: '2026-11-30', budget },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id as number;
}

describe('project lifecycle in the browser', () => {
  let s: S;
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('completes a project from its card (skipping photos), shows the analysis, and files it under completed projects', async () => {
    const name = `Harbor Bath ${Date.now()}`;
    const id = await createProject(s, name);
    await s.page.request.post(`${s.baseUrl}/api/expenses`, {
      data: { projectId: id, category: 'material', description: 'Tile', amount: 2500, date: '2026-11-03' },
    });
    const ui = new LifecyclePages(s.page, s.baseUrl);
    await ui.openProjects();
    await ui.card(name).waitFor();

    await ui.completeFromCardMenu(name);
    const photos = ui.photosDialog();
    await photos.waitFor();
    await photos.getByRole('button', { name: 'Skip Photos' }).click();
    // Nothing is completed without a confirmation: notes and an optional rating, here skipped.
    const confirm = ui.moveDialog('Complete Project');
    await confirm.getByText('Not rated').waitFor();
    await confirm.getByLabel('Final notes').fill('Tile set, grout sealed.');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Complete Project' }).click();

    const analysis = ui.analysisDialog(name);
    await analysis.waitFor();
    await ui.toast('Project Completed').waitFor();
    const text = await analysis.innerText();
    expect(text).toContain('Budget performance');
    expect(text).toContain('$10,000.00'); // budgeted
    expect(text).toContain('$2,500.00'); // actual cost
    expect(text).toContain('75.00%'); // final margin
    expect(text).toContain('Built-in analysis from the project figures');
    expect(text).toContain('not rated');
    expect(text).not.toMatch(/rated the job \d|rating \d\/5/);
    await screenshot(s.page, 'lifecycle-analysis-desktop');
    await analysis.getByRole('button', { name: 'Close', exact: true }).click();
    await analysis.waitFor({ state: 'hidden' });

    await ui.card(name).waitFor({ state: 'detached' });
    await ui.openCompleted();
    const card = ui.card(name);
    await card.waitFor();
    expect((await card.innerText()).toLowerCase()).toContain('excellent');
    expect(await card.innerText()).toContain('Not rated');
    await screenshot(s.page, 'completed-projects-desktop');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await card.getByRole('button', { name: 'Details' }).click();
    const details = s.page.getByRole('dialog', { name });
    await details.getByText('Key successes').waitFor();
    await screenshot(s.page, 'completed-details-desktop');
    await details.getByRole('button').first().click();
    await details.waitFor({ state: 'hidden' });

    // A second completion is refused by the server with the spec's message.
    const again = await s.page.request.post(`${s.baseUrl}/api/projects/${id}/complete`);
    expect(again.status()).toBe(409);
    expect(await again.json()).toEqual({ message: 'This project is already marked as completed' });

    // The dashboard: the completed project is labelled Completed and links to where it is listed.
    const dashboard = new DashboardPage(s.page, s.baseUrl);
    await dashboard.open();
    // (Which projects Recent Projects lists depends on the other browser tests' active projects on this shared
    // server — active ones come first — so the completed card's label and link are not checked here.)
    await dashboard.recentProjects().waitFor();
    await screenshot(s.page, 'dashboard-after-completion-1280');
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await ui.openCompleted();
    await ui.card(name).waitFor();

    // The move-to menu is offered from a completed project too: reopen it.
    await ui.openMoveTo(name);
    expect((await s.page.getByRole('menuitem').allInnerTexts()).map((t) => t.trim())).toEqual(['Move to Active', 'Move to Inactive']);
    await s.page.getByRole('menuitem', { name: 'Move to Active' }).click();
    await ui.card(name).waitFor({ state: 'detached' });
    await ui.openProjects();
    await ui.card(name).waitFor();
    expect(s.pageErrors).toEqual([]);
  });

  it('pauses a project with a reason from the move-to menu, lists it as inactive, and moves it back to active', async () => {
    const name = `Pine Deck ${Date.now()}`;
    await createProject(s, name, 8000);
    const ui = new LifecyclePages(s.page, s.baseUrl);
    await ui.openProjects();
    await ui.card(name).waitFor();

    await ui.openMoveTo(name);
    const items = await s.page.getByRole('menuitem').allInnerTexts();
    expect(items.map((t) => t.trim())).toEqual(['Move to Inactive', 'Move to Completed']);
    await screenshot(s.page, 'move-to-menu-desktop');
    await s.page.getByRole('menuitem', { name: 'Move to Inactive' }).click();
    const dialog = ui.moveDialog('Move to Inactive');
    await dialog.getByRole('button', { name: 'Move to Inactive' }).click();
    await dialog.getByText('Please give a reason for pausing this project').waitFor();
    await dialog.getByLabel('Reason for pausing').fill('Waiting on county permit');
    await screenshot(s.page, 'move-to-inactive-desktop');
    await dialog.getByRole('button', { name: 'Move to Inactive' }).click();
    await ui.toast('Project Status Updated').waitFor();
    await ui.card(name).waitFor({ state: 'detached' });

    await ui.openInactive();
    const card = ui.card(name);
    await card.waitFor();
    expect(await card.innerText()).toContain('Waiting on county permit');
    await screenshot(s.page, 'inactive-projects-desktop');
    await ui.moveTo(name, 'Move to Active');
    await card.waitFor({ state: 'detached' });

    await ui.openProjects();
    await ui.card(name).waitFor();
    expect(s.pageErrors).toEqual([]);
  });

  it('fits a phone: archives, the completion modal and the analysis', async () => {
    const phone = await openSession(PHONE);
    try {
      const name = `Phone Porch ${Date.now()}`;
      await createProject(phone, name, 5000);
      const ui = new LifecyclePages(phone.page, phone.baseUrl);
      await ui.openProjects();
      await ui.card(name).waitFor();
      await screenshot(phone.page, 'projects-card-footer-phone');
      await ui.moveTo(name, 'Move to Completed');
      const dialog = ui.moveDialog('Move to Completed');
      await dialog.getByLabel('Final notes').fill('Porch stained and sealed; customer happy.');
      await dialog.locator('.mantine-Rating-root input[value="4"] + label').click();
      await dialog.getByText('4 of 5').waitFor();
      await screenshot(phone.page, 'move-to-completed-phone');
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Move to Completed' }).click();
      const analysis = ui.analysisDialog(name);
      await analysis.waitFor();
      await screenshot(phone.page, 'lifecycle-analysis-phone');
      await analysis.getByRole('button', { name: 'Close', exact: true }).click();
      await ui.openCompleted();
      await ui.card(name).waitFor();
      await ui.card(name).getByText('4/5').waitFor();
      await screenshot(phone.page, 'completed-projects-phone');
      expect(await hasHorizontalScroll(phone.page)).toBe(false);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      const dashboard = new DashboardPage(phone.page, phone.baseUrl);
      await dashboard.open();
      await dashboard.recentProjects().waitFor();
      await screenshot(phone.page, 'dashboard-after-completion-390');
      expect(await hasHorizontalScroll(phone.page)).toBe(false);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      await ui.openInactive();
      await screenshot(phone.page, 'inactive-projects-phone');
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
