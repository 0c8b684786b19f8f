import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { createUser } from '../server/features/users/service';
import { pickOption } from './pages/select';
import { seriousAxeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { DESKTOP, PHONE, screenshot } from './support/session';

const OWNER_PASSWORD = 'owner password 1';
const FOREMAN_PASSWORD = 'foreman password 1';

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
      await dialog.getByLabel(/^Password/).fill(FOREMAN_PASSWORD);
      await dialog.getByRole('button', { name: 'Add User' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await users.getByRole('table', { name: 'Users' }).getByText('Marco Diaz').waitFor();
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

  it('signs the foreman in on a 390 px phone, with only their screens and no payroll', async () => {
    const { browser, page, errors } = await open(PHONE);
    try {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { name: 'Sign in to Plumbline' }).waitFor();
      await screenshot(page, 'sign-in-phone');
      await signIn(page, 'marco', FOREMAN_PASSWORD);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const nav = page.getByRole('navigation');
      await nav.getByRole('link', { name: 'Projects (Active)' }).waitFor();
      expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Projects (Active)']);
      await page.getByRole('img', { name: 'Marco Diaz, Foreman' }).waitFor();
      expect((await page.request.get(`${baseUrl}/api/payroll/weekly`)).status()).toBe(403);
      expect((await page.request.get(`${baseUrl}/api/users`)).status()).toBe(403);
      await screenshot(page, 'foreman-menu-phone');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
