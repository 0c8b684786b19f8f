import { type CsvValue, toCsv } from './csv';
import type { WorkRecord } from './work-records';

/** How a project's work records list is ordered (issue 18: sorting on every list). */
export const WORK_RECORD_SORTS = ['date:desc', 'date:asc', 'pay:desc', 'employee:asc'] as const;
export type WorkRecordSort = (typeof WORK_RECORD_SORTS)[number];

/** A foreman's records carry no pay: everything but the pay order. */
export const WORK_RECORD_SORT_LABELS: Record<WorkRecordSort, string> = {
  'date:desc': 'Newest first',
  'date:asc': 'Oldest first',
  'pay:desc': 'Pay, largest first',
  'employee:asc': 'Employee, A–Z',
};

type Listed = Pick<WorkRecord, 'id' | 'date' | 'employeeName'> & { pay?: number };

/** The records dated from..to (inclusive; null: open), in the chosen order; ties newest first, then by id. */
export function workRecordsShown<T extends Listed>(
  records: readonly T[],
  from: string | null,
  to: string | null,
  sort: WorkRecordSort,
): T[] {
  const inRange = records.filter((r) => (from === null || r.date >= from) && (to === null || r.date <= to));
  const newest = (a: T, b: T) => b.date.localeCompare(a.date) || b.id - a.id;
  const order: Record<WorkRecordSort, (a: T, b: T) => number> = {
    'date:desc': newest,
    'date:asc': (a, b) => a.date.localeCompare(b.date) || a.id - b.id,
    'pay:desc': (a, b) => (b.pay ?? 0) - (a.pay ?? 0) || newest(a, b),
    'employee:asc': (a, b) => (a.employeeName ?? '').localeCompare(b.employeeName ?? '', 'en', { sensitivity: 'base' }) || newest(a, b),
  };
  return [...inRange].sort(order[sort]);
}

/** Days and hours as plain decimals ("1.5"), pay and rate with two decimals, as the accounting CSVs write them. */
const decimal = (n: number | null | undefined, places?: number): CsvValue =>
  n === null || n === undefined ? null : places === undefined ? String(n) : n.toFixed(places);

/** The CSV of the shown records: with rate and pay for the office, without for a foreman (issue 16). */
export function workRecordsCsv(records: readonly (Listed & Partial<WorkRecord>)[], withPay: boolean): string {
  const header = ['Date', 'Employee', 'Entry type', 'Days', 'Hours', ...(withPay ? ['Rate', 'Pay'] : []), 'Description'];
  return toCsv(
    header,
    records.map((r) => [
      r.date,
      r.employeeName ?? null,
      r.entryType ?? null,
      decimal(r.days),
      decimal(r.hours),
      ...(withPay ? [decimal(r.rate, 2), decimal(r.pay, 2)] : []),
      r.description ?? null,
    ]),
  );
}
