import fs from 'node:fs/promises';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../domain/dates';
import { seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

const jpeg = (r: number) =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: { r, g: 110, b: 70 } } })
    .jpeg()
    .toBuffer();

describe('AI Marketing Center in the browser', () => {
  let s: Session & { pageErrors: string[] };
  const name = `Marketing job ${Date.now()}`;
  beforeAll(async () => {
    s = await openSession();
    const res = await s.page.request.post(`${s.baseUrl}/api/projects`, {
      data: {
        name,
        location: '41 Gulf Dr, Sarasota, FL 34236',
        startDate: addDays(todayIso(), -5),
        endDate: addDays(todayIso(), 20),
        budget: 25000,
      },
    });
    expect(res.status()).toBe(201);
    const { id } = await res.json();
    for (const [category, caption, r] of [
      ['before', 'Cracked concrete deck', 20],
      ['after', 'Ivory travertine sealed', 140],
    ] as const) {
      const up = await s.page.request.post(`${s.baseUrl}/api/projects/${id}/photos`, {
        multipart: { photo: { name: `${category}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(r) }, category, caption },
      });
      expect(up.status(), await up.text()).toBe(201);
    }
  });
  afterAll(() => s.close());

  it('generates from a project with photos, approves it, shows it in Published and downloads the package', async () => {
    const page = s.page;
    // The top bar's Project Photos menu opens the generator.
    await page.goto(`${s.baseUrl}/`);
    await page.getByRole('button', { name: 'Project Photos' }).click();
    await page.getByRole('menuitem', { name: 'Open AI Marketing Center' }).click();
    await page.getByRole('heading', { name: 'AI Marketing Center' }).waitFor();
    await page.getByRole('tab', { name: 'Generate', selected: true }).waitFor();
    await page.getByRole('radio', { name }).click();
    await page.getByRole('checkbox', { name: 'After: Ivory travertine sealed' }).waitFor();
    await page.getByRole('button', { name: 'Quick Generate' }).click();

    // The view switches to Review with the new draft.
    await page.getByRole('tab', { name: /^Review/, selected: true }).waitFor();
    const card = page.getByRole('article', { name: `Marketing content for ${name}` });
    await expect.poll(() => card.getByTestId('caption').textContent()).toContain('Sarasota');
    await card.getByText('Before: Cracked concrete deck.', { exact: false }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'marketing-review-desktop');

    await card.getByRole('button', { name: 'Approve & Publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve Marketing Content' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Approve & Publish' }).click();
    await page.getByText('No Content Pending').waitFor();

    await page.getByRole('tab', { name: /^Published/ }).click();
    const published = page.getByRole('article', { name: `Marketing content for ${name}` });
    await published.getByText('Ready for Social Media').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      published.getByRole('link', { name: 'Download Package' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^marketing-marketing-job-\d+-\d+\.zip$/);
    const files = unzipSync(new Uint8Array(await fs.readFile((await download.path()) as string)));
    expect(Object.keys(files).sort()).toEqual([
      'marketing-content.json',
      'marketing-copy.txt',
      'photos/01-before-cracked-concrete-deck.jpg',
      'photos/02-after-ivory-travertine-sealed.jpg',
    ]);
    expect(new TextDecoder().decode(files['marketing-copy.txt'])).toContain('Sarasota');

    // Kept on the server: a reload still shows it in Published.
    await page.reload();
    await page.getByRole('tab', { name: /^Published/ }).click();
    await page
      .getByRole('article', { name: `Marketing content for ${name}` })
      .getByText('Ready for Social Media')
      .waitFor();
    await page.getByRole('tab', { name: 'Social Media' }).click();
    await page.getByRole('heading', { name: 'Social Media Manager' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });

  it('is usable at 390 px', async () => {
    const phone = await openSession(PHONE);
    try {
      await phone.page.goto(`${phone.baseUrl}/marketing`);
      await phone.page.getByRole('tab', { name: /^Published/ }).click();
      await phone.page.getByRole('article', { name: `Marketing content for ${name}` }).waitFor();
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(phone.page, 'marketing-published-phone');
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      await phone.page.getByRole('tab', { name: 'Generate' }).click();
      await phone.page.getByRole('radio', { name }).waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
