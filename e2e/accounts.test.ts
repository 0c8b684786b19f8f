import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectInputSchema } from '../domain/projects';
import { workRecordInputSchema } from '../domain/work-records';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { createProject } from '../server/features/projects/service';
import { assignEmployee } from '../server/features/team/service';
import { createUser } from '../server/features/users/service';
import { createWorkRecord } from '../server/features/work-records/service';
import { insertEmployee } from '../server/test/factories';
import { ReceiptUpload } from './pages/receipts';
import { pickOption } from './pages/select';
import { seriousAxeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { DESKTOP, PHONE, screenshot } from './support/session';

const OWNER_PASSWORD = 'owner password 1';
const FOREMAN_PASSWORD = 'foreman password 1';
const RECEIPT = path.resolve('test/fixtures/receipt-home-depot.png');
const OWN = 'Maple Street Remodel';
const OTHER = 'Oak Avenue Deck';

/** Issue 16 in the browser with sign-in on (AUTH=on): its own server, since the shared one runs without sign-in. */
describe('accounts in the browser (AUTH=on)', () => {
  let baseUrl = '';
  let close = async () => {};
  beforeAll(async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const app = await buildApp({ database, clientDir: 'dist/client', logLevel: 'silent', auth: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await createUser(database.db, { username: 'olivia', name: 'Olivia Reyes', role: 'owner', employeeId: null, password: OWNER_PASSWORD });
    // Marco (the foreman to be) and Ana are the team of one project; another project has no one of theirs.
    const marco = await insertEmployee(database.db, { name: 'Marco Diaz', dailyRate: '260.00' });
    const ana = await insertEmployee(database.db, { name: 'Ana Lopez', dailyRate: '185.00' });
    const project = (name: string, budget: number) =>
      createProject(
        database.db,
        projectInputSchema.parse({ name, location: 'Tampa', startDate: '2026-11-01', endDate: '2026-12-20', budget }),
      );
    const own = await project(OWN, 48_500);
    await project(OTHER, 91_250);
    await assignEmployee(database.db, own.id, marco);
    await assignEmployee(database.db, own.id, ana);
    // The office's entry of Marco's day (entered by no foreman): his screens show it without Edit or Delete.
    await createWorkRecord(
      database.db,
      workRecordInputSchema.parse({ projectId: own.id, employeeId: marco, date: '2026-11-09', days: 1, description: 'Office: site prep' }),
    );
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  async function open(viewport: { width: number; height: number }) {
    const browser = await launchChromium();
    const context = await browser.newContext({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (/Content Security Policy/.test(m.text())) errors.push(m.text());
    });
    // No screen asks for what the visitor may not read: no 401 behind the sign-in page, no 403 for a foreman.
    page.on('response', (r) => {
      if (r.status() >= 400 && r.request().method() === 'GET') errors.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    return { browser, page, errors };
  }

  async function signIn(page: Page, username: string, password: string) {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Sign in to Plumbline' }).waitFor();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  it('signs the owner in, adds a foreman in Settings → Users, and signs out', async () => {
    const { browser, page, errors } = await open(DESKTOP);
    try {
      await page.goto(`${baseUrl}/settings`);
      await page.getByRole('heading', { name: 'Sign in to Plumbline' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'sign-in-desktop');
      await page.getByLabel('Username').fill('olivia');
      await page.getByLabel(/^Password/).fill('not the password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').getByText('Wrong username or password').waitFor();

      await page.getByLabel(/^Password/).fill(OWNER_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await page.getByRole('img', { name: 'Olivia Reyes, Owner' }).waitFor();

      const users = page.getByRole('region', { name: 'Users' });
      await users.getByRole('button', { name: 'Add User' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add User' });
      await dialog.getByLabel(/^Username/).fill('marco');
      await dialog.getByLabel(/^Name/).fill('Marco Diaz');
      await pickOption(page, dialog.getByRole('combobox', { name: /^Role/ }), 'Foreman');
      // The foreman's projects are those of the employee they are linked to.
      await pickOption(page, dialog.getByRole('combobox', { name: /^Employee/ }), 'Marco Diaz');
      await dialog.getByLabel(/^Password/).fill(FOREMAN_PASSWORD);
      await dialog.getByRole('button', { name: 'Add User' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await users.getByRole('table', { name: 'Users' }).getByText('Marco Diaz').first().waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await users.screenshot({ path: 'e2e/screenshots/users-desktop.png' });

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'Sign in to Plumbline' }).waitFor();
      expect((await page.request.get(`${baseUrl}/api/projects`)).status()).toBe(401);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('the foreman on a 390 px phone records a work day and scans a receipt on their project, and sees no money but that', async () => {
    const { browser, page, errors } = await open(PHONE);
    try {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { name: 'Sign in to Plumbline' }).waitFor();
      await screenshot(page, 'sign-in-phone');
      await signIn(page, 'marco', FOREMAN_PASSWORD);
      // Their start screen is their projects: only the assigned one, without budget, margin or profit.
      await page.getByRole('heading', { name: 'Projects (Active)', level: 1 }).waitFor();
      const card = page.getByRole('article', { name: OWN });
      await card.waitFor();
      expect(await page.getByRole('article').count()).toBe(1);
      await expect.poll(() => page.getByText(OTHER).count()).toBe(0);
      const main = page.getByRole('main');
      expect(await main.innerText()).not.toMatch(/budget|margin|profit|\$/i);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Open navigation' }).click();
      const nav = page.getByRole('navigation');
      await nav.getByRole('link', { name: 'Projects (Active)' }).waitFor();
      expect(await nav.getByRole('link').allInnerTexts()).toEqual([
        'Projects (Active)',
        'Expenses',
        'Whole Crew Today',
        'Notification Center',
      ]);
      await page.getByRole('img', { name: 'Marco Diaz, Foreman' }).waitFor();
      await screenshot(page, 'foreman-menu-phone');
      await page.getByRole('button', { name: 'Open navigation' }).click();

      // A work day on their project, for a member of its team; no rate or pay anywhere.
      await card.getByRole('button', { name: `Open ${OWN}` }).click();
      const project = page.getByRole('dialog', { name: OWN });
      await project.waitFor();
      const before = page.getByRole('dialog', { name: 'Before Photos' });
      await before.getByRole('button', { name: 'Skip Photos' }).click();
      await before.waitFor({ state: 'hidden' });
      expect(await project.innerText()).not.toMatch(/budget|margin|profit|\$/i);
      expect(await project.getByRole('tab').allInnerTexts()).toEqual(['Details', 'Work', 'Upload', 'Gallery']);
      await project.getByRole('button', { name: 'Edit' }).waitFor({ state: 'detached' });
      await project.getByRole('tab', { name: 'Work' }).click();
      await project.getByRole('button', { name: 'Record Work' }).click();
      const record = page.getByRole('dialog', { name: 'Record Work' });
      await pickOption(page, record.getByRole('combobox', { name: /^Employee/ }), /Ana Lopez/);
      await record.getByRole('textbox', { name: /^Days/ }).fill('1');
      await record.getByRole('textbox', { name: /^Description/ }).fill('Framing the back wall');
      expect(await record.getByText(/Custom Pay/).count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await record.getByRole('button', { name: 'Save Work Entry' }).click();
      await record.waitFor({ state: 'hidden' });
      const entries = project.getByRole('list', { name: 'Work entries' });
      await entries.getByText('Ana Lopez').waitFor();
      // His own entry can be changed; the office's says who entered it, with no Edit or Delete (issue 38 scope 2).
      await entries.getByRole('button', { name: /^Edit work entry of Ana Lopez/ }).waitFor();
      const office = entries.getByRole('listitem').filter({ hasText: 'Marco Diaz' });
      await office.getByText('Entered by the office').waitFor();
      expect(await office.getByRole('button').count()).toBe(0);
      expect(await project.innerText()).not.toMatch(/\$/);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'foreman-work-phone');
      await page.keyboard.press('Escape');
      await project.waitFor({ state: 'hidden' });

      // A receipt scanned on their project becomes one of its expenses.
      const receipt = new ReceiptUpload(page, baseUrl);
      await receipt.open();
      await receipt.chooseProject(OWN);
      await receipt.chooseFile(RECEIPT);
      await receipt.analyze();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await receipt.addToExpenses();
      await page.getByRole('main').getByText(OWN).first().waitFor();
      expect(
        await page
          .getByRole('main')
          .getByText(/Total Expenses|Labor/)
          .count(),
      ).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'foreman-expenses-phone');

      // Screens of other roles send them back to their projects, and the server refuses their data.
      await page.goto(`${baseUrl}/payroll`);
      await page.getByRole('heading', { name: 'Projects (Active)', level: 1 }).waitFor();
      for (const api of ['/api/payroll/weekly', '/api/users', '/api/dashboard/stats', '/api/reports', '/api/expenses/summary'])
        expect((await page.request.get(`${baseUrl}${api}`)).status(), api).toBe(403);
      const work = await (await page.request.get(`${baseUrl}/api/time-entries`)).json();
      // Ana's day he entered and the office's entry of his own day; neither with pay.
      expect(work).toHaveLength(2);
      for (const w of work) expect(w).not.toHaveProperty('pay');

      // The bell: the alerts of their project without money, read only.
      await page.goto(`${baseUrl}/notifications`);
      await page.getByRole('heading', { name: 'Notification Center', level: 1 }).waitFor();
      await page.getByRole('button', { name: /AI Agent/ }).waitFor({ state: 'detached' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
    // The receipt scan (OCR in worker threads) took over 90 s of the 180 s on the loaded 2-core machine.
  }, 360_000);
});
