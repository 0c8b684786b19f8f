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

  it('shares a snapshot link: a fresh context sees only the ticked figures; a revoked link says so; an older signed link is verified; a bad link errors', async () => {
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
    // The owner leaves the costs out of what the client sees, then shares.
    await s.page.getByRole('checkbox', { name: 'Costs to date' }).uncheck();
    await dialog.share();
    const link = await s.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${s.baseUrl}/shared-snapshot/[A-Za-z0-9_-]+$`));
    const token = link.split('/shared-snapshot/')[1];
    // An older self-contained link: the signed snapshot itself, base64url in the address.
    const signed = await s.page.request.get(`${s.baseUrl}/api/projects/${projectId}/snapshot`);
    expect(signed.status()).toBe(200);
    const selfContained = toBase64Url(JSON.stringify((await signed.json()).snapshot));

    const browser = await launchChromium();
    try {
      for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
        const fresh = await browser.newContext({ viewport });
        const page = await fresh.newPage();
        // The public page reads no private data: its only API call is the shared link's own figures.
        const apiCalls: string[] = [];
        page.on('request', (r) => {
          const { pathname } = new URL(r.url());
          if (pathname.startsWith('/api/')) apiCalls.push(`${r.method()} ${pathname}`);
        });
        const shared = new SharedSnapshotPage(page);
        await shared.open(link);
        await page.getByText(name).first().waitFor();
        expect([...new Set(apiCalls)]).toEqual([`GET /api/shared-snapshots/${token}`]);
        expect(await shared.overall().textContent()).toBe(overall);
        await page.getByText('Budget: $1,000.00').waitFor();
        expect(await page.getByText(/^Costs to date/).count()).toBe(0);
        expect(await page.getByText('$950.00').count()).toBe(0);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `health-shared-${viewport.width}`);

        apiCalls.length = 0;
        await shared.open(`${s.baseUrl}/shared-snapshot/${selfContained}`);
        await shared.verified().waitFor();
        expect([...new Set(apiCalls)]).toEqual(['POST /api/snapshots/verify']);
        expect(await shared.overall().textContent()).toBe(overall);
        const edited = toBase64Url(JSON.stringify({ ...JSON.parse(fromBase64(selfContained)), expenses: 95 }));
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

      // Revoke: the link stops opening at once, and says why.
      await s.page.getByRole('button', { name: /^Revoke the link shared / }).click();
      await s.page.getByText('Link revoked').waitFor();
      const fresh = await browser.newContext({ viewport: PHONE });
      const page = await fresh.newPage();
      const shared = new SharedSnapshotPage(page);
      await shared.open(link);
      await shared.errorHeading().waitFor();
      await page.getByText('The figures are no longer shared.').waitFor();
      await page
        .getByText('This snapshot link was withdrawn by the contractor. Ask them for a new link if you still need it.', { exact: true })
        .waitFor();
      expect(await page.getByText(/410|"message"/).count()).toBe(0);
      expect(await page.getByText(name).count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'health-shared-revoked-390');
      await fresh.close();
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

  it('an alert whose cause is gone shows as resolved, without Acknowledge (issue 39 scope 5)', async () => {
    const job = `Photo job ${stamp}`;
    const created = await s.page.request.post(`${s.baseUrl}/api/projects`, {
      data: { name: job, location: 'Tampa', startDate: addDays(todayIso(), -10), endDate: addDays(todayIso(), 20), budget: 8000 },
    });
    const id = (await created.json()).id as number;
    expect((await s.page.request.post(`${s.baseUrl}/api/notifications/check?projectId=${id}`)).status()).toBe(200);
    const center = new NotificationsPage(s.page, s.baseUrl);
    await center.open();
    const item = center.item(job, 'Required photos missing');
    await item.getByRole('button', { name: /^Acknowledge/ }).waitFor();

    // The before photo arrives; the next check finds the cause gone.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const upload = await s.page.request.post(`${s.baseUrl}/api/projects/${id}/photos`, {
      multipart: { photo: { name: 'before.png', mimeType: 'image/png', buffer: png }, category: 'before' },
    });
    expect(upload.status()).toBe(201);
    expect((await s.page.request.post(`${s.baseUrl}/api/notifications/check?projectId=${id}`)).status()).toBe(200);
    await center.open();
    await item.getByText('Resolved', { exact: true }).waitFor();
    expect(await item.getByRole('button', { name: /^Acknowledge/ }).count()).toBe(0);
    await item.scrollIntoViewIfNeeded();
    await screenshot(s.page, 'notifications-resolved-desktop');
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
