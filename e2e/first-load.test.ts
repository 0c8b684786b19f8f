import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_LOAD } from '../client/app/first-load';
import { OPENING_DATA_WAIT_MS } from '../client/app/opening-data';
import { openSession, type Session } from './support/session';

/** The URLs of a `Link` header's entries, in order. */
function linkedUrls(link: string | undefined): string[] {
  return [...(link ?? '').matchAll(/<([^>]+)>/g)].map((m) => m[1]);
}

/**
 * Each page announces its first API calls (client/app/first-load.ts, server/http/client-assets.ts): every one
 * announced is a call the app makes, and the browser hands it the preloaded answer, so each goes over the
 * network once. A URL that no longer matches the app's (a query parameter renamed or reordered) fails here.
 */
describe('first API calls announced with the page', () => {
  let s: Session & { pageErrors: string[] };
  let projectId = 0;
  beforeAll(async () => {
    s = await openSession();
    const created = await s.page.request.post(`${s.baseUrl}/api/projects`, {
      data: { name: `First load ${Date.now()}`, location: 'Tampa', startDate: '2026-11-01', endDate: '2026-12-15', budget: 5000 },
    });
    expect(created.status()).toBe(201);
    projectId = (await created.json()).id;
    // The app's own calls, as it makes them.
    await s.page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { appCalls: string[] }).appCalls = calls;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        calls.push(url.pathname + url.search);
        return original(input, init);
      };
    });
  });
  afterAll(() => s.close());

  it('makes every announced call once, through the preload', async () => {
    const paths = Object.keys(FIRST_LOAD).filter((route) => !route.startsWith('/shared-snapshot/'));
    expect(paths).toContain('/projects/:id');
    for (const route of paths) {
      const path = route.replace(':id', String(projectId));
      const requested: string[] = [];
      const onRequest = (r: { url: () => string }) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/api/')) requested.push(url.pathname + url.search);
      };
      s.page.on('request', onRequest);
      const response = await s.page.goto(`${s.baseUrl}${path}`);
      const announced = linkedUrls(response?.headers().link);
      expect(announced, path).toContain('/api/auth/session');
      await s.page.getByRole('heading', { level: 1 }).first().waitFor();
      await s.page.waitForLoadState('networkidle');
      s.page.off('request', onRequest);
      const appCalls = await s.page.evaluate(() => (window as unknown as { appCalls: string[] }).appCalls);
      for (const url of announced) {
        expect(appCalls, `${path}: the app calls ${url}`).toContain(url);
        expect(requested.filter((u) => u === url).length, `${path}: ${url} over the network`).toBe(1);
      }
    }
    expect(s.pageErrors).toEqual([]);
  });

  it('announces no call on the public snapshot page', async () => {
    const response = await s.page.goto(`${s.baseUrl}/shared-snapshot/not-a-snapshot`);
    expect(response?.headers().link).toBeUndefined();
  });
});

/** Whether the screen ever drew a loading skeleton since the page opened (recorded from the first DOM change). */
const SKELETONS = 'main .mantine-Skeleton-root, main [aria-busy="true"]';
/** The same, with the sidebar's profit card (the shell's own data) while it loads. */
const ANY_SKELETON = `${SKELETONS}, [data-testid="profit-card-loading"]`;

/**
 * The opening screen's data is fetched before the first render (client/app/opening-data.ts): the screen is drawn
 * once, with its figures, instead of skeletons first and the figures a render later.
 */
describe('the opening screen drawn with its data', () => {
  let s: Session & { pageErrors: string[] };
  beforeAll(async () => {
    s = await openSession();
    await s.page.addInitScript((selector) => {
      const w = window as unknown as { skeletonSeen: boolean };
      w.skeletonSeen = false;
      new MutationObserver(() => {
        if (document.querySelector(selector)) w.skeletonSeen = true;
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'class'] });
    }, ANY_SKELETON);
  });
  afterAll(() => s.close());
  const skeletonSeen = () => s.page.evaluate(() => (window as unknown as { skeletonSeen: boolean }).skeletonSeen);

  it('opens each screen that names its opening data without a skeleton, the sidebar’s profit card included', async () => {
    const created = await s.page.request.post(`${s.baseUrl}/api/projects`, {
      data: { name: `Opening data ${Date.now()}`, location: 'Tampa', startDate: '2026-11-01', endDate: '2026-12-15', budget: 5000 },
    });
    expect(created.status()).toBe(201);
    const project = `/projects/${(await created.json()).id}`;
    const screens = ['/', '/projects', '/payroll', '/suppliers', '/employees', '/subcontractors', '/completed-projects'];
    for (const path of [...screens, '/inactive-projects', '/marketing', project]) {
      await s.page.goto(`${s.baseUrl}${path}`);
      await s.page.getByRole('heading', { level: 1 }).first().waitFor();
      await s.page.waitForLoadState('networkidle');
      expect(await skeletonSeen(), path).toBe(false);
    }
    expect(s.pageErrors).toEqual([]);
  });

  it('an answer slower than the wait is drawn as a skeleton first, then arrives', async () => {
    await s.page.route('**/api/payroll/weekly?**', async (route) => {
      await new Promise((r) => setTimeout(r, OPENING_DATA_WAIT_MS + 1500));
      await route.continue();
    });
    try {
      await s.page.goto(`${s.baseUrl}/payroll`);
      await s.page.locator(SKELETONS).first().waitFor();
      await s.page.locator(SKELETONS).first().waitFor({ state: 'detached', timeout: 15_000 });
      expect(await skeletonSeen()).toBe(true);
      await expect(
        s.page.getByRole('button', { name: 'Export CSV' }).or(s.page.getByText('No work recorded for this week')).first().isVisible(),
      ).resolves.toBe(true);
    } finally {
      await s.page.unroute('**/api/payroll/weekly?**');
    }
  });
});
