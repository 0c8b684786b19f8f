import { afterEach, describe, expect, it } from 'vitest';
import { Shell } from './pages/shell';
import { openSession, PHONE, type Session, screenshot } from './support/session';

describe('shell', () => {
  let s: Session & { pageErrors: string[] };
  afterEach(() => s.close());

  it('opens the slide-out menu at 390 px, lists all sixteen routes and navigates', async () => {
    s = await openSession(PHONE);
    const shell = new Shell(s.page);
    await s.page.goto(`${s.baseUrl}/`);
    await s.page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await shell.horizontalOverflow()).toBeLessThanOrEqual(0);
    expect(await shell.navLink('Expenses').isVisible()).toBe(false);

    await shell.menuButton().click();
    await shell.navLink('Expenses').waitFor();
    expect(await s.page.getByRole('navigation').getByRole('link').count()).toBe(16);
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
    await s.page.getByRole('button', { name: 'New Expense' }).click();
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
});
