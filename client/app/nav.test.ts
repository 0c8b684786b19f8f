import { describe, expect, it } from 'vitest';
import { canOpenPath, hasProfitCard, isNavItemActive, NAV_ITEMS, navItemsFor, titleForPath } from './nav';

describe('NAV_ITEMS', () => {
  it('lists the sixteen navigation routes of docs/product/screens.md §2.1 from / to /settings, with Billing (issue 20) after Accounting and Bank Statements (issue 41) after Billing', () => {
    expect(NAV_ITEMS.map((i) => i.path)).toEqual([
      '/',
      '/projects',
      '/inactive-projects',
      '/completed-projects',
      '/expenses',
      '/suppliers',
      '/employees',
      '/subcontractors',
      '/compliance',
      '/timesheet',
      '/crew-today',
      '/payroll',
      '/reports',
      '/accounting',
      '/billing',
      '/statements',
      '/analyzer',
      '/marketing',
      '/health-dashboard',
      '/notifications',
      '/settings',
    ]);
  });
});

describe('titleForPath', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/projects', 'Projects (Active)'],
    ['/projects/', 'Projects (Active)'],
    ['/payroll', 'Weekly Payroll'],
    ['/health-dashboard', 'Project Health Dashboard'],
    ['/notifications', 'Notification Center'],
    ['/no-such-page', 'Plumbline'],
    ['/shared-snapshot/abc', 'Plumbline'],
  ])('%s → %s', (path, title) => {
    expect(titleForPath(path)).toBe(title);
  });
});

describe('isNavItemActive', () => {
  it.each([
    ['/', '/', true],
    ['/', '/projects', false],
    ['/projects', '/projects', true],
    ['/projects', '/projects/5', true],
    ['/projects', '/projects-archive', false],
    ['/expenses', '/projects', false],
  ])('%s on %s → %s', (item, path, active) => {
    expect(isNavItemActive(item, path)).toBe(active);
  });
});

describe('navItemsFor and canOpenPath (issue 16)', () => {
  it('gives a foreman their projects, expenses, the crew day and alerts only; the office everything but Settings', () => {
    expect(navItemsFor('foreman').map((i) => i.path)).toEqual(['/projects', '/expenses', '/crew-today', '/notifications']);
    expect(navItemsFor('office').map((i) => i.path)).not.toContain('/settings');
    expect(navItemsFor('owner')).toEqual(NAV_ITEMS);
  });

  it.each([
    ['foreman', '/projects', true],
    ['foreman', '/projects/', true],
    ['foreman', '/payroll', false],
    ['foreman', '/', false],
    ['foreman', '/accounting', false],
    ['foreman', '/no-such-page', true],
    ['office', '/settings', false],
    ['office', '/payroll', true],
    ['owner', '/settings', true],
  ] as const)('%s on %s → %s', (role, path, open) => {
    expect(canOpenPath(role, path)).toBe(open);
  });
});

describe('hasProfitCard', () => {
  it('the owner and the office see the profit card; a foreman sees no money', () => {
    expect(hasProfitCard('owner')).toBe(true);
    expect(hasProfitCard('office')).toBe(true);
    expect(hasProfitCard('foreman')).toBe(false);
  });
});
