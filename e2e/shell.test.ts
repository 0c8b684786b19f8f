import { afterEach, describe, expect, inject, it } from 'vitest';
import { addDays, todayIso } from '../domain/dates';
import { Shell } from './pages/shell';
import { seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

describe('shell', () => {
  let s: Session & { pageErrors: string[] };
  afterEach(() => s.close());

  it('opens the slide-out menu at 390 px, lists all twenty-one routes (Billing, Timesheet, Whole Crew Today, Bank Statements and Compliance included) and navigates', async () => {
    s = await openSession(PHONE);
    const shell = new Shell(s.page);
    await s.page.goto(`${s.baseUrl}/`);
    await s.page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await shell.horizontalOverflow()).toBeLessThanOrEqual(0);
    expect(await shell.navLink('Expenses').isVisible()).toBe(false);

    await shell.menuButton().click();
    await shell.navLink('Expenses').waitFor();
    expect(await s.page.getByRole('navigation').getByRole('link').count()).toBe(21);
    await shell.navLink('Billing').waitFor();
    await screenshot(s.page, 'mobile-menu');

    await shell.navLink('Expenses').click();
    await s.page.getByRole('banner').getByText('Expenses').waitFor();
    await shell.navLink('Suppliers').waitFor({ state: 'hidden' });
    expect(await shell.horizontalOverflow()).toBeLessThanOrEqual(0);
    expect(s.pageErrors).toEqual([]);
  });

  it('offers a skip link first: one Tab and Enter reach the page, New Project is the next Tab', async () => {
    s = await openSession();
    await s.page.goto(`${s.baseUrl}/projects`);
    await s.page.getByRole('heading', { name: 'Projects (Active)' }).waitFor();
    await s.page.keyboard.press('Tab');
    const skip = s.page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(s.page, 'skip-link');
    await s.page.keyboard.press('Enter');
    await s.page.keyboard.press('Tab');
    const focused = await s.page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(focused).toBe('New Project');
    expect(s.pageErrors).toEqual([]);
  });

  it('focuses the first field of New Expense, not its close button', async () => {
    s = await openSession();
    await s.page.goto(`${s.baseUrl}/expenses`);
    // The top button (an empty list shows a second one in its empty state, depending on what other files added).
    await s.page.getByRole('button', { name: 'New Expense' }).first().click();
    const dialog = s.page.getByRole('dialog', { name: 'New Expense' });
    await dialog.waitFor();
    await s.page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    const label = await s.page.evaluate(() => {
      const id = document.activeElement?.id;
      return id ? document.querySelector(`label[for="${id}"]`)?.textContent : null;
    });
    expect(label).toMatch(/^Project/);
    expect(s.pageErrors).toEqual([]);
  });

  it('shows the 404 page for an unknown path', async () => {
    s = await openSession();
    await s.page.goto(`${s.baseUrl}/no-such-page`);
    await s.page.getByText('404 Page Not Found').waitFor();
    expect(await s.page.getByText('There is no page at this address. It may have moved, or the link may be mistyped.').isVisible()).toBe(
      true,
    );
    await screenshot(s.page, 'not-found');
  });

  it('follows the system dark setting on every main screen, switches back on request, and prints without the navigation', async () => {
    // Figures, badges and cards on every screen (whatever ran before on the shared server): a project with a cost,
    // and a crew member with a work day this week.
    const baseUrl = inject('baseUrl');
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, path).toBe(201);
      return (await res.json()) as { id: number };
    };
    const today = todayIso();
    const project = await post('/api/projects', {
      name: `Dark Porch ${Date.now()}`,
      location: 'Ocala',
      startDate: addDays(today, -10),
      endDate: addDays(today, 20),
      budget: 9000,
    });
    await post('/api/expenses', { projectId: project.id, category: 'material', description: 'Pavers', amount: 1234.5, date: today });
    const employee = await post('/api/employees', { name: `Dana Night ${Date.now()}`, position: 'Laborer', dailyRate: 180 });
    await post('/api/time-entries', {
      projectId: project.id,
      employeeId: employee.id,
      date: today,
      entryType: 'days',
      days: 1,
      description: 'Pavers',
    });

    for (const [size, viewport] of [
      ['desktop', undefined],
      ['phone', PHONE],
    ] as const) {
      s = await openSession(viewport);
      await s.page.emulateMedia({ colorScheme: 'dark' });
      for (const [path, name] of [
        ['/', 'dashboard'],
        ['/projects', 'projects'],
        ['/expenses', 'expenses'],
        ['/payroll', 'payroll'],
        ['/accounting', 'accounting'],
      ]) {
        await s.page.goto(`${s.baseUrl}${path}`);
        await s.page.locator('h1').first().waitFor();
        await s.page.waitForLoadState('networkidle');
        expect(await s.page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
        expect(await seriousAxeViolations(s.page), `${path} in dark mode on ${size}`).toEqual([]);
        await screenshot(s.page, `dark-${name}-${size}`);
      }
      await s.close();
    }

    s = await openSession();
    await s.page.emulateMedia({ colorScheme: 'dark' });
    await s.page.goto(`${s.baseUrl}/projects`);
    await s.page.getByRole('button', { name: 'Switch to light mode' }).click();
    await s.page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    expect(await s.page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('light');
    await s.page.reload(); // the choice is kept in this browser
    await s.page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    // The page's own chunk may come after the shell's: wait for its heading before printing.
    await s.page.getByRole('heading', { name: 'Projects (Active)' }).waitFor();

    await s.page.emulateMedia({ media: 'print' });
    expect(await s.page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    expect(await s.page.getByRole('banner').isVisible()).toBe(false);
    expect(await s.page.getByRole('heading', { name: 'Projects (Active)' }).isVisible()).toBe(true);
    expect(s.pageErrors).toEqual([]);
  }, 180_000);
});
