import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdayText } from '../domain/booking-warnings';
import { addDays, todayIso } from '../domain/dates';
import { weekStart } from '../domain/payroll';
import { weekDays } from '../domain/timesheet';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

type Opened = Session & { pageErrors: string[] };
type Record = { employeeId: number; date: string; projectId: number; entryType: string; days: number | null; hours: number | null };

const today = todayIso();
const lastSunday = addDays(weekStart(today), -7);
const [, MON, TUE, WED, THU, FRI, SAT] = weekDays(lastSunday);

/** A crew of 6 (5 by the day, 1 by the hour) on the team of one job, and a second job, through the API. */
async function seed(s: Opened, tag: string) {
  const post = async (path: string, data: unknown) => {
    const res = await s.page.request.post(`${s.baseUrl}${path}`, { data });
    expect(res.status()).toBeLessThan(300);
    return (await res.json()) as { id: number };
  };
  const start = addDays(today, -60);
  const kitchen = await post('/api/projects', { name: `Kitchen ${tag}`, location: 'Tampa', startDate: start, budget: 60_000 });
  const bath = await post('/api/projects', { name: `Bath ${tag}`, location: 'Tampa', startDate: start, budget: 20_000 });
  const crew: { id: number; name: string }[] = [];
  for (const [i, first] of ['Ana', 'Ben', 'Cruz', 'Dee', 'Eli', 'Fay'].entries()) {
    const name = `${first} ${tag}`;
    const hourly = i === 5;
    const e = await post('/api/employees', {
      name,
      position: 'Carpenter',
      dailyRate: hourly ? 0 : 180,
      hourlyRate: hourly ? 25 : undefined,
      payType: hourly ? 'hourly' : 'daily',
      effectiveFrom: start,
    });
    await post(`/api/projects/${kitchen.id}/employees`, { employeeId: e.id });
    crew.push({ id: e.id, name });
  }
  return { kitchen: kitchen.id, bath: bath.id, crew };
}

describe('crew time at the speed of a paper sheet (issue 39 scope 2)', () => {
  let s: Opened;
  let seeded: Awaited<ReturnType<typeof seed>>;
  const tag = String(Date.now()).slice(-6);
  beforeAll(async () => {
    s = await openSession();
    seeded = await seed(s, tag);
  });
  afterAll(() => s.close());

  it('enters a week of a crew of 6 in under 40 clicks at 1280 px', async () => {
    let clicks = 0;
    const click = async (target: Locator) => {
      clicks += 1;
      await target.click();
    };
    const { page } = s;
    const [ana, ben, cruz, , , fay] = seeded.crew;
    await page.goto(`${s.baseUrl}/timesheet`);
    await page.getByRole('table', { name: 'Weekly timesheet' }).waitFor();
    await click(page.getByRole('button', { name: 'Previous week' }));
    await page.getByLabel(`${ana.name}, ${weekdayText(MON)}`, { exact: true }).waitFor();
    for (const person of seeded.crew) await click(page.getByRole('button', { name: `for ${person.name}` }));
    // Ben left at noon on Friday; Fay (by the hour) came 4 hours on Saturday; Cruz was on the bath on Wednesday.
    await click(page.getByLabel(`${ben.name}, ${weekdayText(FRI)}`, { exact: true }));
    await page.keyboard.type('.5');
    await click(page.getByLabel(`${fay.name}, ${weekdayText(SAT)}`, { exact: true }));
    await page.keyboard.type('4h');
    await click(page.getByRole('button', { name: new RegExp(`project of ${cruz.name}, ${weekdayText(WED)}`) }));
    await click(page.getByRole('menuitem', { name: `Bath ${tag}` }));
    expect(await page.getByLabel(`${fay.name}, ${weekdayText(THU)}`, { exact: true }).inputValue()).toBe('8h');
    await screenshot(page, 'timesheet-week-1280');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await click(page.getByRole('button', { name: 'Save week' }));
    await page.getByText('Timesheet saved').waitFor();
    expect(clicks).toBeLessThan(40);
    expect(clicks).toBe(12);

    const sheet = await (await page.request.get(`${s.baseUrl}/api/timesheet?week=${lastSunday}`)).json();
    const ids = new Set(seeded.crew.map((c) => c.id));
    const ours: Record[] = sheet.records.filter((r: Record) => ids.has(r.employeeId));
    expect(ours).toHaveLength(6 * 5 + 1);
    const at = (employeeId: number, date: string) => ours.find((r) => r.employeeId === employeeId && r.date === date);
    expect(at(ben.id, FRI)).toMatchObject({ entryType: 'days', days: 0.5, projectId: seeded.kitchen });
    expect(at(fay.id, SAT)).toMatchObject({ entryType: 'hours', hours: 4 });
    expect(at(fay.id, TUE)).toMatchObject({ entryType: 'hours', hours: 8 });
    expect(at(cruz.id, WED)).toMatchObject({ projectId: seeded.bath });
    // Labor of the kitchen: 23.5 days at $180 (Ben 4.5, Cruz 4: Wednesday on the bath), Fay 44 h at $25.
    const kitchen = await (await page.request.get(`${s.baseUrl}/api/projects/${seeded.kitchen}`)).json();
    expect(kitchen.totalExpenses).toBe(23.5 * 180 + 44 * 25);
    expect(s.pageErrors).toEqual([]);
  });

  it('books the whole crew today at 390 px: all ticked, one half day, a warning for a double booking, one save', async () => {
    const phone = await openSession(PHONE);
    try {
      const [ana, ben, cruz] = seeded.crew;
      // Ana already has a full day on the bath today: booking her on the kitchen too is warned, not blocked.
      const res = await phone.page.request.post(`${phone.baseUrl}/api/time-entries`, {
        data: { projectId: seeded.bath, employeeId: ana.id, date: today, entryType: 'days', days: 1 },
      });
      expect(res.status()).toBe(201);
      const { page } = phone;
      await page.goto(`${phone.baseUrl}/crew-today`);
      await page.getByRole('combobox', { name: 'Project' }).click();
      await page.getByRole('option', { name: `Kitchen ${tag}` }).click();
      const crew = page.getByRole('list', { name: 'Crew' });
      await crew.getByLabel(cruz.name, { exact: true }).waitFor();
      for (const person of seeded.crew) expect(await crew.getByLabel(person.name, { exact: true }).isChecked()).toBe(true);
      await crew.getByLabel(cruz.name, { exact: true }).click(); // Cruz is off today
      await page
        .getByRole('radiogroup', { name: `Day of ${ben.name}` })
        .getByText('Half')
        .click();
      await page.getByText(`${ana.name} is booked 2 days on ${weekdayText(today)} (2 projects)`).waitFor();
      await screenshot(page, 'crew-today-390');
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Save 5 people for today' }).click();
      await page.getByText('Crew day saved').waitFor();

      const sheet = await (await page.request.get(`${phone.baseUrl}/api/timesheet?week=${today}`)).json();
      const todays: Record[] = sheet.records.filter((r: Record) => r.date === today && r.projectId === seeded.kitchen);
      expect(todays.map((r) => r.employeeId).sort()).toEqual(
        seeded.crew
          .filter((c) => c.id !== cruz.id)
          .map((c) => c.id)
          .sort(),
      );
      expect(todays.find((r) => r.employeeId === ben.id)).toMatchObject({ days: 0.5 });
      expect(sheet.records.filter((r: Record) => r.employeeId === ana.id && r.date === today)).toHaveLength(2);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
