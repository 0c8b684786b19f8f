import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { DESKTOP, openSession, PHONE, type Session, screenshot } from './support/session';

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)("a project's work records at %s size: date range, order and CSV", (size, viewport) => {
  let s: Session & { pageErrors: string[] };
  beforeAll(async () => {
    s = await openSession(viewport);
  });
  afterAll(() => s.close());

  it('keeps the days From..To, sorts by pay and exports what it shows', async () => {
    const stamp = `${size}${Date.now()}`;
    const post = async (path: string, data: unknown) => {
      const res = await s.page.request.post(`${s.baseUrl}${path}`, { data });
      expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
      return res.json();
    };
    const project = await post('/api/projects', { name: `Work list ${stamp}`, location: 'Largo', startDate: '2026-11-01', budget: 9000 });
    const ana = await post('/api/employees', { name: `Ana ${stamp}`, position: 'Carpenter', dailyRate: 200 });
    const ben = await post('/api/employees', { name: `Ben ${stamp}`, position: 'Helper', dailyRate: 150 });
    for (const [employee, date, days] of [
      [ana, '2026-11-02', 1],
      [ben, '2026-11-05', 2],
      [ana, '2026-11-09', 0.5],
    ] as const)
      await post('/api/time-entries', { projectId: project.id, employeeId: employee.id, date, days, entryType: 'days' });

    const { page } = s;
    await page.goto(`${s.baseUrl}/projects/${project.id}?tab=work`);
    const entries = page.getByRole('list', { name: 'Work entries' }).getByRole('listitem');
    await expect.poll(() => entries.count(), { timeout: 30_000 }).toBe(3);

    const from = page.getByRole('textbox', { name: 'From' });
    await from.fill('11/05/2026');
    await from.press('Tab');
    await expect.poll(() => entries.count()).toBe(2);
    await page
      .getByRole('textbox', { name: 'Sort by' })
      .or(page.getByRole('combobox', { name: 'Sort by' }))
      .first()
      .click();
    await page.getByRole('option', { name: 'Pay, largest first' }).click();
    await expect.poll(async () => (await entries.first().innerText()).includes(`Ben ${stamp}`)).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const lines = (await fs.readFile((await download.path()) as string, 'utf8')).split('\r\n').filter((l) => l !== '');
    expect(lines[0]).toBe('Date,Employee,Entry type,Days,Hours,Rate,Pay,Description');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).concat(l.split(',')[6]))).toEqual([
      ['2026-11-05', `Ben ${stamp}`, '300.00'],
      ['2026-11-09', `Ana ${stamp}`, '100.00'],
    ]);

    await screenshot(page, `work-records-range-${size}`);
    await expect.poll(() => hasHorizontalScroll(page), { timeout: 5_000 }).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });
});
