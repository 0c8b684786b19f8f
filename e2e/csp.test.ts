import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '../client/app/nav';
import { ProjectPhotos } from './pages/photos';
import { ProjectsPage } from './pages/projects-page';
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

/** EventSource.OPEN, which Node has no global for. */
const EventSource_OPEN = 1;
