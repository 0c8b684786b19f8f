import { describe, expect, it } from 'vitest';
import { accessLevel, allows } from './access';
import { listContracts } from './api/index';

/**
 * The access table checked against the words of issue 16, not against itself: the API matrix
 * (server/features/auth/roles.test.ts) shows the server enforces the table; this shows the table says what the
 * issue asks, for every contract there is (a route added later is checked the moment it is declared).
 */
const routes = listContracts().map(({ name, endpoint }) => ({
  name,
  key: `${endpoint.method} ${endpoint.path}`,
  level: accessLevel(endpoint.method, endpoint.path),
}));

/**
 * What a foreman may reach (issue 16 scope 2): the projects assigned to them, their work records, photos,
 * receipts and expenses on those projects; the signed-in basics (session, live changes) and the alerts of
 * their projects (the bell, which must not fail for them; money alerts are filtered out by the server).
 */
const FOREMAN_AREAS = [
  /^GET \/api\/projects(\/:id)?$/,
  /^GET \/api\/projects\/:id\/employees$/, // the team a work day is recorded for (rates removed by the foreman schema)
  /^(GET|POST|PUT|DELETE) \/api\/time-entries(\/:id)?$/,
  /^(GET|POST|PUT|DELETE) \/api\/expenses(\/:id)?$/,
  /^GET \/api\/suppliers$/, // the expense form's supplier list
  /^(GET|POST|PUT) \/api\/projects\/:id\/photos(\/status)?$/,
  /^DELETE \/api\/photos\/:id$/,
  /^POST \/api\/receipts\/(analyze|create-expense)$/,
  /^GET \/api\/notifications$/,
  /^GET \/api\/events$/,
  /^(GET|POST) \/api\/(auth|health|snapshots)\//,
  /^GET \/api\/health$/,
  /^GET \/api\/shared-snapshots\/:token(\/logo)?$/, // the client's page of a shared link: public (issue 39)
  /^(GET|PUT) \/api\/timesheet$/, // the crew day of their projects (issue 39), checked as single work records
  /^GET \/api\/cost-codes(\/suggestion)?$/, // the cost code a work record or expense carries (issue 42)
];

/** Never a foreman's, whatever the table says (issue 16: payroll, pay rates, budgets, margins, accounting, reports, analyzer). */
const FOREMAN_NEVER = [
  /payroll|payments|advances|paystub|cashapp/,
  /\/api\/employees/,
  /\/api\/accounting|\/api\/reports|\/api\/ai\//,
  /summary|profit|cost-summary|health-|\/:id\/health$|dashboard|daily-expenses|status-analysis|snapshot$/,
  /billing|invoice|pay-app|retainage|contract/,
  /\/api\/users|\/api\/audit-log|\/history$|\/api\/system/,
  /marketing|social-media|photos-summary/,
  /^(POST|PUT|DELETE) \/api\/projects(\/:id)?$/, // a budget is set on the project
  /move-to|complete/,
];

/** The office's exceptions: users and settings (issue 16 scope 2), as docs/decisions/ lists them. */
const OFFICE_REFUSED = new Set([
  'PUT /api/company-profile', // Settings → company profile (issue 39): the office reads it
  'POST /api/company-profile/logo',
  'DELETE /api/company-profile/logo',
  'PUT /api/geocoding/settings', // whether typed addresses leave the server for Nominatim: the owner's (issue 39)
  'GET /api/projects/:id/shared-links', // what is shown to clients, and for how long: the owner's (issue 39)
  'POST /api/projects/:id/shared-links',
  'POST /api/shared-links/:id/revoke',
  'PUT /api/ledger/accounts/:key',
  // A state's statutory lien waiver wording is the owner's to paste (issue 44).
  'PUT /api/lien-waiver-templates/:state/:kind',
  'DELETE /api/lien-waiver-templates/:state/:kind', // renaming accounts of the chart (issue 41)
  'GET /api/users',
  'POST /api/users',
  'PUT /api/users/:id',
  'POST /api/users/:id/password',
  'PUT /api/payments/cashapp-config', // Settings → payment app
  'PUT /api/notifications/rules/:id', // the notification rules (a setting; the office reads them)
  'POST /api/system/backups', // Settings → Backup
  'GET /api/system/backups',
  'GET /api/system/backups/:name',
  'POST /api/system/restore',
  'POST /api/social-media/connect', // which accounts the business posts from
  'POST /api/social-media/accounts/:id/disconnect',
  'GET /api/audit-log', // Settings → History, owner only by the issue
  'PUT /api/accounting/revenue-method', // how the books recognise revenue: the owner's choice (issue 20)
  'POST /api/accounting/periods/close', // closing the books and reopening them: the owner's (issue 37)
  'POST /api/accounting/periods/reopen',
]);

describe('the access table against issue 16', () => {
  it('knows well over a hundred routes', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it('lets a foreman reach only their projects, work records, photos, receipts and expenses', () => {
    const reachable = routes.filter((r) => allows(r.level, 'foreman')).map((r) => r.key);
    expect(reachable.filter((k) => !FOREMAN_AREAS.some((re) => re.test(k)))).toEqual([]);
    // And everything the foreman needs on the job site is reachable.
    for (const key of [
      'GET /api/projects',
      'GET /api/projects/:id',
      'POST /api/time-entries',
      'POST /api/expenses',
      'POST /api/projects/:id/photos',
      'POST /api/receipts/analyze',
      'POST /api/receipts/create-expense',
      'GET /api/notifications',
    ])
      expect(reachable, key).toContain(key);
  });

  it('never lets a foreman reach payroll, pay rates, budgets, margins, accounting, reports or the analyzer', () => {
    const leaks = routes.filter((r) => FOREMAN_NEVER.some((re) => re.test(r.key)) && allows(r.level, 'foreman')).map((r) => r.key);
    expect(leaks).toEqual([]);
    // The patterns do match real routes (a pattern that matches nothing would prove nothing).
    for (const re of FOREMAN_NEVER.filter((re) => !/billing/.test(re.source)))
      expect(
        routes.some((r) => re.test(r.key)),
        re.source,
      ).toBe(true);
  });

  it('gives the office everything but users and settings', () => {
    const refused = routes.filter((r) => !allows(r.level, 'office')).map((r) => r.key);
    expect(refused.sort()).toEqual([...OFFICE_REFUSED].sort());
  });

  it('keeps everything but sign-in, health and the snapshot check behind a sign-in', () => {
    const open = routes.filter((r) => allows(r.level, null)).map((r) => r.key);
    expect(open.sort()).toEqual(
      [
        'GET /api/auth/session',
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'POST /api/auth/setup',
        'GET /api/health',
        'GET /api/health/ready',
        'POST /api/snapshots/verify',
        'GET /api/shared-snapshots/:token',
        'GET /api/shared-snapshots/:token/logo',
      ].sort(),
    );
  });

  it('refuses a route missing from the table to all but the owner (deny by default)', () => {
    const level = accessLevel('POST', '/api/something-new');
    expect(level).toBe('owner');
    expect([allows(level, 'office'), allows(level, 'foreman'), allows(level, null), allows(level, 'owner')]).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('answers HEAD as GET, uploads to anyone signed in, and the app itself to anyone', () => {
    expect(accessLevel('HEAD', '/api/health')).toBe(accessLevel('GET', '/api/health'));
    expect(accessLevel('HEAD', '/api/audit-log')).toBe('owner');
    expect(accessLevel('HEAD', '/api/project-trash')).toBe('staff');
    expect(accessLevel('POST', '/api/project-trash')).toBe('owner'); // only GET is in the table
    expect(accessLevel('GET', '/uploads/receipts/a.jpg')).toBe('signed-in');
    expect(accessLevel('GET', '/projects/3')).toBe('public');
    expect(accessLevel('GET', '/api')).toBe('public'); // not under /api/
    expect(accessLevel('GET', '/uploads')).toBe('public');
  });

  it.each([
    ['public', [true, true, true, true]],
    ['signed-in', [false, true, true, true]],
    ['crew', [false, true, true, true]],
    ['staff', [false, false, true, true]],
    ['owner', [false, false, false, true]],
  ] as const)('level %s: signed out, foreman, office, owner', (level, expected) => {
    expect([allows(level, null), allows(level, 'foreman'), allows(level, 'office'), allows(level, 'owner')]).toEqual(expected);
  });
});
