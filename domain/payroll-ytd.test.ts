import { describe, expect, it } from 'vitest';
import { cents } from './money';
import { type PaidWeek, yearToDate } from './payroll-ytd';

const w = (week: string, payDate: string | null, gross: number, advances = 0): PaidWeek => ({
  week,
  payDate,
  gross: cents(gross),
  advances: cents(advances),
});

describe('pay stub year-to-date totals', () => {
  const history = [
    w('2026-01-04', '2026-01-10', 80000),
    w('2026-01-11', '2026-01-17', 90000, 20000),
    w('2026-01-18', '2026-01-24', 100000),
  ];

  it('adds the weeks paid earlier in the year and this one; net is gross less advances', () => {
    expect(yearToDate(history[2], history)).toEqual({
      year: 2026,
      weeks: 3,
      gross: cents(270000),
      advances: cents(20000),
      net: cents(250000),
    });
  });

  it('leaves out weeks paid after this stub (a reprint of an old stub keeps its totals)', () => {
    expect(yearToDate(history[0], history)).toMatchObject({ weeks: 1, gross: cents(80000), net: cents(80000) });
  });

  it('counts wages in the year they are paid: the week of Dec 28 paid on Jan 2 belongs to the new year', () => {
    const dec = w('2025-12-21', '2025-12-27', 50000);
    const straddle = w('2025-12-28', '2026-01-02', 60000);
    expect(yearToDate(straddle, [dec, straddle])).toMatchObject({ year: 2026, weeks: 1, gross: cents(60000) });
    expect(yearToDate(dec, [dec, straddle])).toMatchObject({ year: 2025, weeks: 1, gross: cents(50000) });
  });

  it('an unpaid week counts in the year of its Saturday, after every week paid so far that year', () => {
    const open = w('2026-01-25', null, 70000, 10000);
    expect(yearToDate(open, history)).toEqual({ year: 2026, weeks: 4, gross: cents(340000), advances: cents(30000), net: cents(310000) });
  });

  it('two weeks paid on the same day: the earlier week counts in the later one, not the other way', () => {
    const a = w('2026-02-01', '2026-02-20', 10000);
    const b = w('2026-02-08', '2026-02-20', 20000);
    expect(yearToDate(b, [a, b]).gross).toBe(cents(30000));
    expect(yearToDate(a, [a, b]).gross).toBe(cents(10000));
  });
});
