import { describe, expect, it } from 'vitest';
import { timelineOverrunPercent } from './health';
import { daysPastPlannedEnd, isBehindSchedule, plannedEndDate, type ScheduleInput, scheduleOf, scheduleTone } from './schedule';

const TODAY = '2026-11-22';
const open = (p: Partial<ScheduleInput>): ScheduleInput => ({
  startDate: '2026-11-01',
  endDate: null,
  estimatedDays: null,
  status: 'active',
  ...p,
});

describe('the one schedule rule', () => {
  it.each([
    // [case, input, state, daysLate]
    ['no end date and no estimate', open({}), 'no_plan', 0],
    ['ends today: on its last day, not late', open({ endDate: TODAY }), 'nearing_end', 0],
    ['ended yesterday: 1 day late', open({ endDate: '2026-11-21' }), 'behind', 1],
    ['estimate only, last planned day today (22 days)', open({ estimatedDays: 22 }), 'nearing_end', 0],
    ['estimate only, one day short (21 days)', open({ estimatedDays: 21 }), 'behind', 1],
    ['end date wins over a shorter estimate (crew days)', open({ endDate: '2026-11-30', estimatedDays: 19 }), 'on_track', 0],
    ['8 of 19 days: on track', open({ startDate: '2026-11-15', estimatedDays: 19 }), 'on_track', 0],
    ['starts tomorrow', open({ startDate: '2026-11-23', estimatedDays: 10 }), 'not_started', 0],
    ['completed long after its end: not behind any more', open({ endDate: '2026-01-01', status: 'completed' }), 'completed', 0],
    ['220 days late', open({ startDate: '2026-03-01', endDate: '2026-04-16' }), 'behind', 220],
  ] as const)('%s', (_, input, state, late) => {
    const s = scheduleOf(input, TODAY);
    expect(s.state).toBe(state);
    expect(s.daysLate).toBe(late);
    expect(isBehindSchedule(input, TODAY)).toBe(state === 'behind');
  });

  it('nearing the end from 80 % of the days up to the planned end', () => {
    // 10-day plan from Nov 13: day 8 (Nov 20) is 80 %, day 7 is not.
    const p = open({ startDate: '2026-11-13', endDate: '2026-11-22' });
    expect(scheduleOf(p, '2026-11-19').state).toBe('on_track');
    expect(scheduleOf(p, '2026-11-20').state).toBe('nearing_end');
    expect(scheduleOf(p, '2026-11-22').state).toBe('nearing_end');
    expect(scheduleOf(p, '2026-11-23').state).toBe('behind');
  });

  it('overrun percent is days late ÷ planned days × 100 (docs/product/rules.md), the same figure health uses', () => {
    const p = open({ startDate: '2026-11-01', endDate: '2026-11-20' }); // 20 planned days
    const s = scheduleOf(p, '2026-11-30'); // 10 days late
    expect(s.overrunPercent).toBe(50);
    expect(timelineOverrunPercent({ ...p, plannedDays: s.plannedDays, completed: false }, '2026-11-30')).toBe(50);
    expect(timelineOverrunPercent({ ...p, plannedDays: s.plannedDays, completed: true }, '2026-11-30')).toBe(0);
  });

  it('counts days late from a huge estimate without building a date', () => {
    expect(daysPastPlannedEnd({ startDate: '2026-11-01', endDate: null, plannedDays: 2_147_483_647 }, TODAY)).toBe(0);
    expect(plannedEndDate('2026-11-01', null, 10)).toBe('2026-11-10');
    expect(plannedEndDate('2026-11-01', '2026-11-05', 10)).toBe('2026-11-05');
    expect(plannedEndDate('2026-11-01', null, null)).toBeNull();
  });

  it.each([
    ['behind', 'red'],
    ['nearing_end', 'yellow'],
    ['on_track', 'green'],
    ['no_plan', 'blue'],
    ['not_started', 'blue'],
    ['completed', 'blue'],
  ] as const)('%s is %s', (state, tone) => {
    expect(scheduleTone(state)).toBe(tone);
  });
});
