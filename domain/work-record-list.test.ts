import { describe, expect, it } from 'vitest';
import { workRecordsCsv, workRecordsShown } from './work-record-list';

const rec = (id: number, date: string, employeeName: string, pay: number) => ({
  id,
  date,
  employeeName,
  pay,
  rate: pay,
  days: 1,
  hours: null,
  entryType: 'days',
  description: id === 2 ? '=cmd, "quoted"' : null,
});

describe('a project work records list', () => {
  const list = [
    rec(1, '2026-11-02', 'Bea', 240),
    rec(2, '2026-11-05', 'ana', 180.5),
    rec(3, '2026-11-05', 'Cy', 300),
    rec(4, '2026-11-09', 'Ana', 180.5),
  ];

  it('keeps the days from..to inclusive and sorts by date, pay or employee with newest-first ties', () => {
    expect(workRecordsShown(list, '2026-11-05', '2026-11-09', 'date:desc').map((r) => r.id)).toEqual([4, 3, 2]);
    expect(workRecordsShown(list, null, '2026-11-05', 'date:asc').map((r) => r.id)).toEqual([1, 2, 3]);
    expect(workRecordsShown(list, null, null, 'pay:desc').map((r) => r.id)).toEqual([3, 1, 4, 2]);
    expect(workRecordsShown(list, null, null, 'employee:asc').map((r) => r.id)).toEqual([4, 2, 1, 3]);
    expect(workRecordsShown(list, '2026-11-10', null, 'date:desc')).toEqual([]);
  });

  it('writes the CSV with two-decimal pay, guards formulas and leaves pay out for a foreman', () => {
    const csv = workRecordsCsv(workRecordsShown(list, '2026-11-05', '2026-11-05', 'date:asc'), true);
    expect(csv).toBe(
      'Date,Employee,Entry type,Days,Hours,Rate,Pay,Description\r\n' +
        `2026-11-05,ana,days,1,,180.50,180.50,"'=cmd, ""quoted"""\r\n` +
        '2026-11-05,Cy,days,1,,300.00,300.00,\r\n',
    );
    expect(workRecordsCsv([list[0]], false)).toBe('Date,Employee,Entry type,Days,Hours,Description\r\n2026-11-02,Bea,days,1,,\r\n');
  });
});
