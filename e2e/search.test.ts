import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

/** Global search (issue 18): Ctrl+K, type, Enter opens the hit's page. */
describe('global search in the browser', () => {
  let s: Session & { pageErrors: string[] };
  const stamp = Date.now();
  const description = `Cedar pergola beams ${stamp}`;
  beforeAll(async () => {
    s = await openSession();
    const project = await s.page.request.post(`${s.baseUrl}/api/projects`, {
      data: { name: `Search Deck ${stamp}`, location: 'Tampa', startDate: '2026-11-01', endDate: '2026-11-30', budget: 9000 },
    });
    expect(project.status()).toBe(201);
    const projectId = (await project.json()).id as number;
    const expense = await s.page.request.post(`${s.baseUrl}/api/expenses`, {
      data: { projectId, category: 'material', description, amount: 642.15, date: '2026-11-04' },
    });
    expect(expense.status()).toBe(201);
  });
  afterAll(() => s.close());

  it('opens with Control+K, finds an expense by part of its description and opens it on Enter', async () => {
    await s.page.goto(`${s.baseUrl}/`);
    await s.page
      .getByRole('button', { name: /^Search/ })
      .first()
      .waitFor();
    await s.page.keyboard.press('Control+K');
    const input = s.page.getByRole('textbox', { name: 'Search projects, expenses, people and suppliers' });
    await input.waitFor();
    await input.fill('nothing-like-this-zzq');
    await s.page.getByText('Nothing found for “nothing-like-this-zzq”').waitFor();
    await input.fill(`pergola beams ${stamp}`);
    const hit = s.page.locator('[data-action]').filter({ hasText: description });
    await hit.waitFor();
    expect(await hit.innerText()).toContain('$642.15');
    await screenshot(s.page, 'search-open-desktop');
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    await input.press('Enter');
    await s.page.waitForURL(/\/expenses\?search=/);
    await s.page.getByRole('main').getByText(description).first().waitFor();
    expect(
      await s.page
        .getByRole('searchbox', { name: /search/i })
        .first()
        .inputValue(),
    ).toBe(description);
    expect(s.pageErrors).toEqual([]);
  });

  it('opens from the icon button on a phone, axe clean, no sideways scroll', async () => {
    const phone = await openSession(PHONE);
    try {
      await phone.page.goto(`${phone.baseUrl}/`);
      await phone.page.getByRole('button', { name: 'Search', exact: true }).click();
      const input = phone.page.getByRole('textbox', { name: 'Search projects, expenses, people and suppliers' });
      await input.fill(`Search Deck ${stamp}`);
      await phone.page
        .locator('[data-action]')
        .filter({ hasText: `Search Deck ${stamp}` })
        .first()
        .waitFor();
      await screenshot(phone.page, 'search-open-390');
      expect(await hasHorizontalScroll(phone.page)).toBe(false);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
