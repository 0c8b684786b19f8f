import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '../client/app/nav';
import { addDays, todayIso } from '../domain/dates';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { DESKTOP, openSession, PHONE, type Session, screenshot } from './support/session';

/**
 * The axe sweep (issue 18): every screen of the menu and a project's own page, at 1280 and 390 px and at 1280 px
 * in the dark scheme, with the main dialogs open too; axe-core must find no serious or critical violation and no screen may scroll sideways. The
 * screens hold data (a project with costs and one without, a crew, work, an advance, a supplier, a subcontractor)
 * so tables, cards and their sort headers are checked, not only empty states.
 */
const DIALOGS: { path: string; button: RegExp; dialog: RegExp }[] = [
  { path: '/projects', button: /^New Project$/, dialog: /New Project/ },
  { path: '/expenses', button: /^New Expense$/, dialog: /New Expense/ },
  { path: '/suppliers', button: /^Add Supplier$/, dialog: /Add Supplier/ },
  { path: '/employees', button: /^Add Employee$/, dialog: /Add Employee/ },
  { path: '/subcontractors', button: /^Add Subcontractor$/, dialog: /Add Subcontractor/ },
  { path: '/payroll', button: /^Create Payroll Advance$/, dialog: /Payroll Advance/ },
  { path: '/settings', button: /^Add User$/, dialog: /Add User/ },
];

/** Waits for the screen's heading and for its loading placeholders to go (a screen without data keeps none). */
async function settle(page: Page) {
  await page.locator('main h1').first().waitFor();
  await page
    .waitForFunction(() => document.querySelectorAll('main .mantine-Skeleton-root, main [aria-busy="true"]').length === 0, null, {
      timeout: 8000,
    })
    .catch(() => {});
}

/** The scheme the app shows: Mantine's data-mantine-color-scheme on <html>. */
function colorScheme(page: Page) {
  return page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
}

describe('axe sweep of every screen and the main dialogs', () => {
  const stamp = Date.now();
  let projectId = 0;
  let seed: Session & { pageErrors: string[] };

  beforeAll(async () => {
    seed = await openSession();
    const post = async (path: string, data: object) => {
      const res = await seed.page.request.post(`${seed.baseUrl}${path}`, { data });
      expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
      return res.json();
    };
    const today = todayIso();
    const start = addDays(today, -10);
    const project = await post('/api/projects', {
      name: `Sweep Kitchen ${stamp}`,
      location: 'Tampa, FL',
      startDate: start,
      endDate: addDays(today, 20),
      budget: 14527.5,
    });
    projectId = project.id;
    await post('/api/projects', { name: `Sweep Porch ${stamp}`, location: 'Orlando, FL', startDate: today, budget: 8500 });
    // Enough projects that the project lists scroll, as they do in a real company (and in the full browser-test order).
    for (let i = 1; i <= 12; i++) {
      await post('/api/projects', { name: `Sweep Lot ${i} ${stamp}`, location: 'Lakeland, FL', startDate: today, budget: 1000 * i });
    }
    const supplier = await post('/api/suppliers', { name: `Sweep Lumber ${stamp}`, contactPerson: 'Ana Ruiz', phone: '813-555-0101' });
    await post('/api/subcontractors', { name: `Sweep Electric ${stamp}`, company: 'Volt LLC', specialty: 'Electrical' });
    const employee = await post('/api/employees', {
      name: `Sweep Carpenter ${stamp}`,
      position: 'Carpenter',
      dailyRate: 240,
      preferredPaymentMethod: 'cash',
    });
    await post('/api/expenses', {
      projectId,
      category: 'material',
      description: `Sweep drywall ${stamp}`,
      amount: 1234.56,
      date: addDays(today, -2),
      supplierId: supplier.id,
    });
    await post(`/api/projects/${projectId}/employees`, { employeeId: employee.id });
    await post('/api/time-entries', { projectId, employeeId: employee.id, date: addDays(today, -1), days: 1 });
    await post('/api/payroll-advances', { employeeId: employee.id, amount: 100, advanceDate: today, reason: 'Boots' });
  }, 60_000);
  afterAll(() => seed.close());

  for (const [size, viewport, scheme] of [
    ['1280', DESKTOP, 'light'],
    ['390', PHONE, 'light'],
    ['1280', DESKTOP, 'dark'],
  ] as const) {
    // The dark pass: the system asks for dark (prefers-color-scheme), which the app follows (defaultColorScheme auto).
    const label = scheme === 'dark' ? `${size} px in the dark scheme` : `${size} px`;
    const shot = scheme === 'dark' ? `${size}-dark` : size;
    it(`every screen at ${label}: no serious or critical violation, no sideways scroll`, async () => {
      const s = await openSession(viewport, { colorScheme: scheme });
      const found: Record<string, string[]> = {};
      try {
        const paths = [...NAV_ITEMS.map((i) => i.path), `/projects/${projectId}`];
        for (const path of paths) {
          await s.page.goto(`${s.baseUrl}${path}`);
          await settle(s.page);
          expect(await colorScheme(s.page)).toBe(scheme);
          const problems = await seriousAxeViolations(s.page);
          if (await hasHorizontalScroll(s.page)) problems.push('scrolls sideways');
          if (problems.length > 0) found[path] = problems;
          // Every screen as it looked, to be looked at (e2e/screenshots, git-ignored).
          await screenshot(s.page, `sweep-${shot}${path === '/' ? '-dashboard' : path.replace(/\//g, '-')}`);
        }
        expect(found).toEqual({});
        expect(s.pageErrors).toEqual([]);
      } finally {
        await s.close();
      }
    }, 300_000);

    it(`the main dialogs at ${label}: no serious or critical violation with the dialog open`, async () => {
      const s = await openSession(viewport, { colorScheme: scheme });
      const found: Record<string, string[]> = {};
      try {
        for (const d of DIALOGS) {
          await s.page.goto(`${s.baseUrl}${d.path}`);
          await settle(s.page);
          await s.page.getByRole('button', { name: d.button }).first().click();
          await s.page.getByRole('dialog', { name: d.dialog }).waitFor();
          const problems = await seriousAxeViolations(s.page);
          if (problems.length > 0) {
            found[d.path] = problems;
            await screenshot(s.page, `axe-sweep-dialog-${shot}${d.path.replace(/\//g, '-')}`);
          }
        }
        // Global search (Ctrl+K) is a dialog of every screen.
        await s.page.goto(`${s.baseUrl}/`);
        await settle(s.page);
        await s.page.keyboard.press('Control+K');
        await s.page.getByRole('textbox', { name: 'Search projects, expenses, people and suppliers' }).waitFor();
        const search = await seriousAxeViolations(s.page);
        if (search.length > 0) found.search = search;
        expect(found).toEqual({});
        expect(s.pageErrors).toEqual([]);
      } finally {
        await s.close();
      }
    }, 300_000);
  }
});
