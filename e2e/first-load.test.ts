import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_LOAD } from '../client/app/first-load';
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
