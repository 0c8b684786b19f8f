import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../domain/dates';
import { pickOption } from './pages/select';
import { seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

/** The value of a datetime-local input (local time, seconds) `seconds` from now. */
function localIn(seconds: number): string {
  const d = new Date(Date.now() + seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

describe('Social media manager in the browser', () => {
  let s: Session & { pageErrors: string[] };
  const name = `Social job ${Date.now()}`;
  const handle = `gulf${Date.now() % 100000}`;
  beforeAll(async () => {
    s = await openSession();
    const res = await s.page.request.post(`${s.baseUrl}/api/projects`, {
      data: {
        name,
        location: '7 Bay St, Clearwater, FL 33755',
        startDate: addDays(todayIso(), -5),
        endDate: addDays(todayIso(), 20),
        budget: 12000,
      },
    });
    expect(res.status()).toBe(201);
  });
  afterAll(() => s.close());

  it('connects an account, schedules a post written from a project, lists it Scheduled and sees it published to the outbox', async () => {
    const page = s.page;
    await page.goto(`${s.baseUrl}/marketing?tab=social`);
    await page.getByRole('heading', { name: 'Social Media Manager' }).waitFor();

    await page.getByRole('button', { name: 'Connect Facebook' }).click();
    const connect = page.getByRole('dialog', { name: 'Connect Account' });
    const submit = connect.getByRole('button', { name: 'Connect Account' });
    expect(await submit.isDisabled()).toBe(true);
    await connect.getByRole('textbox', { name: 'Username / handle' }).fill(`@${handle}`);
    expect(await submit.isDisabled()).toBe(true);
    await connect.getByRole('textbox', { name: 'Display name' }).fill('Gulf Coast Build');
    await submit.click();
    await connect.waitFor({ state: 'hidden' });
    const card = page.getByRole('region', { name: `Facebook @${handle}` });
    await card.getByText('Connected', { exact: true }).waitFor();
    await card.getByText('Followers: not available (not read from the platform)').waitFor();
    expect(await card.getByRole('switch', { name: `Auto-post for Facebook @${handle}` }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Schedule Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Post' });
    await pickOption(page, dialog.getByRole('combobox', { name: 'Account' }), `Facebook · @${handle}`);
    await pickOption(page, dialog.getByRole('combobox', { name: 'Write from a project' }), name);
    await dialog.getByRole('button', { name: 'Generate Content' }).click();
    const content = dialog.getByRole('textbox', { name: 'Content' });
    await expect.poll(() => content.inputValue()).toContain('Clearwater');
    await dialog.getByText('Written by the built-in engine').waitFor();
    await dialog.getByLabel('Publish at').fill(localIn(25));
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Scheduled Posts' }).click();
    const post = page.locator('[data-testid^="post-"]', { hasText: `@${handle}` });
    await post.getByText('Scheduled', { exact: true }).waitFor();
    await post.getByText('Clearwater').first().waitFor();
    await screenshot(page, 'social-scheduled');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The server's scheduler publishes it at its time, to the outbox (no webhook configured).
    await post.getByText('Published (outbox)').waitFor({ timeout: 60_000 });
    await post.getByText(/in the outbox: copy it to the platform/).waitFor();
    expect(await post.getByRole('button', { name: /^Edit post/ }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByText(/Total followers: not available/).waitFor();
    await page.getByRole('tab', { name: 'Account Setup' }).click();
    for (const platform of ['Instagram', 'Facebook', 'X (Twitter)', 'LinkedIn'])
      await page.getByRole('region', { name: `${platform} setup` }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  }, 120_000);

  it('is usable at 390 px', async () => {
    const phone = await openSession(PHONE);
    try {
      await phone.page.goto(`${phone.baseUrl}/marketing?tab=social`);
      await phone.page.getByRole('heading', { name: 'Social Media Manager' }).waitFor();
      await phone.page.getByRole('region', { name: `Facebook @${handle}` }).waitFor();
      let overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      await phone.page.getByRole('tab', { name: 'Scheduled Posts' }).click();
      await phone.page.locator('[data-testid^="post-"]', { hasText: `@${handle}` }).waitFor();
      overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(phone.page, 'social-phone');
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
