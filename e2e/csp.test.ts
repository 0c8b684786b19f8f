import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAV_ITEMS, navItemsFor } from '../client/app/nav';
import type { Role } from '../domain/accounts';
import { projectInputSchema } from '../domain/projects';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { createProject } from '../server/features/projects/service';
import { assignEmployee } from '../server/features/team/service';
import { createUser } from '../server/features/users/service';
import { insertEmployee } from '../server/test/factories';
import { ProjectPhotos } from './pages/photos';
import { ProjectsPage } from './pages/projects-page';
import { launchChromium } from './support/chromium';
import { openSession, type Session } from './support/session';

/**
 * The Content-Security-Policy (server/http/security.ts) must not block anything the built UI does: every
 * screen of the menu, a project's detail dialog with a photo, and the live event stream, with no violation
 * reported by the page or logged by Chromium.
 */
describe('content security policy in the browser', () => {
  let s: Session & { pageErrors: string[] };
  const violations: string[] = [];
  beforeAll(async () => {
    s = await openSession();
    s.page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    await s.page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
    await s.page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
          `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`,
        ),
      );
    });
  });
  afterAll(() => s.close());

  it('shows every screen, a photo and the live stream without a CSP violation', async () => {
    const name = `CSP Deck ${Date.now()}`;
    const created = await s.page.request.post(`${s.baseUrl}/api/projects`, {
      data: { name, location: 'Tampa', startDate: '2026-11-01', endDate: '2026-12-15', budget: 9000 },
    });
    expect(created.status()).toBe(201);
    const projectId = (await created.json()).id as number;
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a63' } })
      .png()
      .toBuffer();
    const upload = await s.page.request.post(`${s.baseUrl}/api/projects/${projectId}/photos`, {
      multipart: { photo: { name: 'deck.png', mimeType: 'image/png', buffer: png }, category: 'before' },
    });
    expect(upload.status()).toBe(201);

    const headers = (await s.page.goto(`${s.baseUrl}/`))?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    for (const item of NAV_ITEMS) {
      await s.page.goto(`${s.baseUrl}${item.path}`);
      await s.page.getByRole('heading', { level: 1 }).first().waitFor();
      await s.page.waitForLoadState('networkidle').catch(() => {});
      expect(violations, item.path).toEqual([]);
    }

    await new ProjectsPage(s.page, s.baseUrl).open();
    const view = new ProjectPhotos(s.page, name);
    await view.openFromCard();
    await view.tab('Gallery');
    await view.galleryItems().first().getByRole('img').waitFor();
    // The live stream is open: a change made elsewhere reaches this screen through it.
    const live = await s.page.evaluate(async () => {
      const source = new EventSource('/api/events');
      return await new Promise<number>((resolve) => {
        source.onopen = () => resolve(source.readyState);
        source.onerror = () => resolve(-1);
      }).finally(() => source.close());
    });
    expect(live).toBe(EventSource_OPEN);
    expect(violations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });
});

/** Collects every CSP violation a page reports (the event) or Chromium logs. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`,
      ),
    );
  });
  return violations;
}

/**
 * With sign-in on (AUTH=on, issue 16) the sign-in page and every screen each role sees pass the CSP too, the
 * project dialog included (a foreman's with its Work tab).
 */
describe('content security policy with sign-in on', () => {
  const PASSWORD = 'csp password 12';
  let baseUrl = '';
  let close = async () => {};
  beforeAll(async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const app = await buildApp({ database, clientDir: 'dist/client', logLevel: 'silent', auth: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const crew = await insertEmployee(database.db, { name: 'Cal Crew', dailyRate: '200.00' });
    const project = await createProject(
      database.db,
      projectInputSchema.parse({ name: 'CSP Porch', location: 'Tampa', startDate: '2026-11-01', endDate: '2026-12-15', budget: 7000 }),
    );
    await assignEmployee(database.db, project.id, crew);
    for (const role of ['owner', 'office', 'foreman'] as const)
      await createUser(database.db, {
        username: role,
        name: `CSP ${role}`,
        role,
        employeeId: role === 'foreman' ? crew : null,
        password: PASSWORD,
      });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it.each(['owner', 'office', 'foreman'] as const)(
    'signs the %s in and shows each of their screens without a violation',
    async (role: Role) => {
      const browser = await launchChromium();
      try {
        const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
        page.setDefaultTimeout(15_000);
        const pageErrors: string[] = [];
        page.on('pageerror', (e) => pageErrors.push(e.message));
        const violations = await watchViolations(page);

        const headers = (await page.goto(`${baseUrl}/`))?.headers() ?? {};
        expect(headers['content-security-policy']).toContain("script-src 'self'");
        await page.getByRole('heading', { name: 'Sign in to Plumbline' }).waitFor();
        expect(violations, 'sign-in page').toEqual([]);
        await page.getByLabel('Username').fill(role);
        await page.getByLabel(/^Password/).fill(PASSWORD);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('img', { name: new RegExp(`^CSP ${role}, `) }).waitFor();

        for (const item of navItemsFor(role)) {
          await page.goto(`${baseUrl}${item.path}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.waitForLoadState('networkidle').catch(() => {});
          expect(violations, `${role} ${item.path}`).toEqual([]);
        }

        await page.goto(`${baseUrl}/projects`);
        const card = page.getByRole('article', { name: 'CSP Porch' });
        await card.waitFor();
        if (role === 'foreman') await card.getByRole('button', { name: 'Open CSP Porch' }).click();
        else {
          await card.getByRole('button', { name: 'Project actions for CSP Porch' }).click();
          await page.getByRole('menuitem', { name: 'View' }).click();
        }
        const dialog = page.getByRole('dialog', { name: 'CSP Porch' });
        await dialog.waitFor();
        await page.waitForLoadState('networkidle').catch(() => {});
        expect(violations, `${role} project dialog`).toEqual([]);
        expect(pageErrors).toEqual([]);
      } finally {
        await browser.close();
      }
    },
  );
});

/** EventSource.OPEN, which Node has no global for. */
const EventSource_OPEN = 1;
