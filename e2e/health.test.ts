import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../domain/dates';
import { fromBase64, toBase64Url } from '../domain/snapshot';
import { HealthDashboardPage, NotificationsPage, SharedSnapshotPage, SnapshotDialog } from './pages/health';
import { seriousAxeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { openSession, PHONE, type Session, screenshot } from './support/session';

describe('project health, shared snapshot and notifications in the browser', () => {
  let s: Session & { pageErrors: string[] };
  const stamp = Date.now();
  const name = `Health job ${stamp}`;
  let projectId: number;
  beforeAll(async () => {
    s = await openSession();
    await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s.baseUrl });
    const post = async (path: string, data: unknown) => {
      const res = await s.page.request.post(`${s.baseUrl}${path}`, { data });
      expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
      return res.json();
    };
    const today = todayIso();
    projectId = (
      await post('/api/projects', { name, location: 'Tampa', startDate: addDays(today, -5), endDate: addDays(today, 20), budget: 1000 })
    ).id;
    // 95 % of the budget spent: budget health 25, high risk, and a budget alert.
    await post('/api/expenses', { projectId, description: 'Trusses', amount: 950, category: 'material', date: today });
  });
  afterAll(() => s.close());

  it('shares a snapshot: a fresh context sees the same figures and Verified; an edited figure warns; a bad link errors', async () => {
    const dialog = new SnapshotDialog(s.page, s.baseUrl);
    await dialog.openFor(name);
    const overall = await dialog.overall().textContent();
    expect(overall).toBe('64');
    await screenshot(s.page, 'health-snapshot-dialog-desktop');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    // Download: a PNG rendered in the browser.
    const downloaded = s.page.waitForEvent('download', { timeout: 40_000 });
    await dialog.dialog().getByRole('button', { name: 'Download' }).click();
    const failed = s.page.getByText('Could not make the snapshot image.');
    const file = await Promise.race([
      downloaded,
      failed.waitFor({ timeout: 40_000 }).then(() => Promise.reject(new Error('image failed'))),
    ]);
    expect(file.suggestedFilename()).toBe(`Health-job-${stamp}-health-snapshot.png`);
    await s.page.getByText('Snapshot downloaded').waitFor();
    await dialog.share();
    const link = await s.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${s.baseUrl}/shared-snapshot/[A-Za-z0-9_-]+$`));

    const browser = await launchChromium();
    try {
      for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
        const fresh = await browser.newContext({ viewport });
        const page = await fresh.newPage();
        // The public page reads no private data: its only API call is the verification of the link.
        const apiCalls: string[] = [];
        page.on('request', (r) => {
          const { pathname } = new URL(r.url());
          if (pathname.startsWith('/api/')) apiCalls.push(`${r.method()} ${pathname}`);
        });
        const shared = new SharedSnapshotPage(page);
        await shared.open(link);
        await shared.verified().waitFor();
        expect([...new Set(apiCalls)]).toEqual(['POST /api/snapshots/verify']);
        expect(await shared.overall().textContent()).toBe(overall);
        await page.getByText(name).first().waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `health-shared-${viewport.width}`);

        const data = link.split('/shared-snapshot/')[1];
        const edited = toBase64Url(JSON.stringify({ ...JSON.parse(fromBase64(data)), expenses: 95 }));
        await shared.open(`${s.baseUrl}/shared-snapshot/${edited}`);
        await shared.changed().waitFor();
        expect(await shared.verified().count()).toBe(0);
        await screenshot(page, `health-shared-edited-${viewport.width}`);

        await shared.open(`${s.baseUrl}/shared-snapshot/not-a-snapshot!!`);
        await shared.errorHeading().waitFor();
        await page.getByText('Failed to load snapshot data').waitFor();
        await page.getByText('Unable to load project health snapshot. The link may be invalid or expired.').waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `health-shared-error-${viewport.width}`);
        await fresh.close();
      }
    } finally {
      await browser.close();
    }
  });

  it('the bell badge count falls when an alert is acknowledged', async () => {
    const res = await s.page.request.post(`${s.baseUrl}/api/notifications/check?projectId=${projectId}`);
    expect(res.status()).toBe(200);
    const center = new NotificationsPage(s.page, s.baseUrl);
    await center.open();
    const item = center.item(name, 'Budget threshold exceeded');
    await item.waitFor();
    const before = Number(await center.badge().textContent());
    expect(before).toBeGreaterThan(0);
    await screenshot(s.page, 'health-notifications-desktop');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await item.getByRole('button', { name: /^Acknowledge/ }).click();
    await s.page.getByText('Notification marked as read').waitFor();
    await expect
      .poll(async () => (await center.badge().count()) === 0 || Number(await center.badge().textContent()) === before - 1)
      .toBe(true);
    await s.page.getByRole('switch', { name: 'Settings' }).check();
    await s.page.getByRole('switch', { name: /^Budget used/ }).waitFor();
    await screenshot(s.page, 'health-notifications-rules-desktop');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
  });

  it('the health dashboard shows the cards, insights and a project tab; usable at 390 px', async () => {
    const dash = new HealthDashboardPage(s.page, s.baseUrl);
    await dash.open();
    await s.page
      .getByRole('region', { name: 'Project health' })
      .getByRole('button', { name: `Details of ${name}` })
      .click();
    await s.page.getByRole('tab', { name: 'Detailed Analysis' }).click();
    await s.page.getByText('Predicted issues').waitFor();
    await screenshot(s.page, 'health-dashboard-desktop');
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    const phone = await openSession(PHONE);
    try {
      await new HealthDashboardPage(phone.page, phone.baseUrl).open();
      await screenshot(phone.page, 'health-dashboard-phone');
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      await new NotificationsPage(phone.page, phone.baseUrl).open();
      await phone.page.getByRole('article').first().waitFor();
      await screenshot(phone.page, 'health-notifications-phone');
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      await new SnapshotDialog(phone.page, phone.baseUrl).openFor(name);
      await screenshot(phone.page, 'health-snapshot-dialog-phone');
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
    expect(s.pageErrors).toEqual([]);
  });
});
