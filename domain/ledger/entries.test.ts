import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import {
  basisAdjustmentLines,
  entryImbalance,
  entryNumber,
  groupEntries,
  type JournalLine,
  monthEndBefore,
  monthEndOnOrBefore,
  monthEndsBetween,
  unbalancedEntries,
} from './entries';
import { type ChartEntry, hledgerJournal, iifJournal, qboJournalCsv, usDate } from './formats';

const line = (entryNo: string, account: JournalLine['account'], amount: number, o: Partial<JournalLine> = {}): JournalLine => ({
  entryNo,
  date: '2026-03-05',
  kind: 'expense',
  sourceId: 1,
  account,
  amount: cents(amount),
  projectId: 1,
  project: 'Ridge house',
  name: 'Gulf Lumber',
  memo: 'Lumber',
  link: '/projects/1',
  ...o,
});

const chart = new Map<string, ChartEntry>(
  (
    [
      ['bank', '1010', 'Checking account', 'asset'],
      ['materials', '5000', 'Materials', 'expense'],
      ['revenue_adjustment', '4050', 'Revenue adjustment to the basis', 'revenue'],
      ['costs_in_excess', '1300', 'Costs in excess', 'asset'],
      ['billings_in_excess', '2400', 'Billings in excess', 'liability'],
      ['uncollected_billings', '1190', 'Uncollected', 'asset'],
    ] as const
  ).map(([key, number, name, type]) => [key, { key, number, name, type }]),
) as never;

describe('entry numbers and grouping', () => {
  it('numbers are the source kind and id', () => {
    expect(entryNumber('expense', 12)).toBe('EXP-12');
    expect(entryNumber('payroll', 7)).toBe('PAY-7');
    expect(entryNumber('basis', '2026-03')).toBe('WIP-2026-03');
  });
  it('groups lines into entries in order, drops zero lines, finds an unbalanced entry', () => {
    const entries = groupEntries([
      line('EXP-1', 'materials', 500),
      line('EXP-1', 'bank', -500),
      line('EXP-2', 'materials', 0),
      line('EXP-3', 'materials', 1),
    ]);
    expect(entries.map((e) => e.entryNo)).toEqual(['EXP-1', 'EXP-3']);
    expect(entryImbalance(entries[0])).toBe(0);
    expect(unbalancedEntries(entries).map((e) => e.entryNo)).toEqual(['EXP-3']);
  });
});

describe('month-end basis adjustment', () => {
  it('under-billed to over-billed moves revenue and both WIP accounts', () => {
    // cum +300 (earned more than billed) → −200 (billed more): revenue −500, costs in excess −300, billings in excess −200.
    expect(basisAdjustmentLines('earned', cents(30000), cents(-20000))).toEqual([
      { account: 'revenue_adjustment', amount: 50000 },
      { account: 'costs_in_excess', amount: -30000 },
      { account: 'billings_in_excess', amount: -20000 },
    ]);
    expect(basisAdjustmentLines('cash', cents(0), cents(-12345))).toEqual([
      { account: 'revenue_adjustment', amount: 12345 },
      { account: 'uncollected_billings', amount: -12345 },
    ]);
    expect(basisAdjustmentLines('earned', cents(5), cents(5))).toEqual([]);
  });

  it('property: every adjustment balances, and a chain of month ends leaves cum split by sign in the WIP accounts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('earned', 'cash'),
        fc.array(fc.integer({ min: -1e9, max: 1e9 }), { minLength: 1, maxLength: 24 }),
        (basis, cums) => {
          let prev = 0;
          const totals = new Map<string, number>();
          for (const c of cums) {
            const lines = basisAdjustmentLines(basis as 'earned' | 'cash', cents(prev), cents(c));
            expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(0);
            for (const l of lines) totals.set(l.account, (totals.get(l.account) ?? 0) + l.amount);
            prev = c;
          }
          const last = cums[cums.length - 1];
          expect(0 - (totals.get('revenue_adjustment') ?? 0) + 0).toBe(last + 0);
          if (basis === 'earned') {
            expect((totals.get('costs_in_excess') ?? 0) + 0).toBe(Math.max(last, 0) + 0);
            expect((totals.get('billings_in_excess') ?? 0) + 0).toBe(Math.min(last, 0) + 0);
          } else expect((totals.get('uncollected_billings') ?? 0) + 0).toBe(last + 0);
        },
      ),
    );
  });
});

describe('month ends', () => {
  it('lists the month ends of a period and finds the one before a day', () => {
    expect(monthEndsBetween('2025-11-15', '2026-02-28')).toEqual(['2025-11-30', '2025-12-31', '2026-01-31', '2026-02-28']);
    expect(monthEndsBetween('2024-02-01', '2024-02-28')).toEqual([]);
    expect(monthEndsBetween('2024-02-01', '2024-02-29')).toEqual(['2024-02-29']);
    expect(monthEndBefore('2026-03-01')).toBe('2026-02-28');
    expect(monthEndBefore('2026-01-15')).toBe('2025-12-31');
    expect(monthEndOnOrBefore('2026-03-31')).toBe('2026-03-31');
    expect(monthEndOnOrBefore('2026-03-30')).toBe('2026-02-28');
  });
});

/** Balanced entries of random amounts: each a set of debits and one balancing credit. */
const balancedLines = fc
  .array(fc.array(fc.integer({ min: 1, max: 1e9 }), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 })
  .map((entries) =>
    entries.flatMap((amounts, i) => [
      ...amounts.map((a) => line(`EXP-${i + 1}`, 'materials', a, { memo: 'Lumber, "2x4"\tline' })),
      line(`EXP-${i + 1}`, 'bank', -amounts.reduce((s, a) => s + a, 0)),
    ]),
  );

describe('formats', () => {
  it('property: QBO rows balance per Journal No. and IIF blocks sum to zero', () => {
    fc.assert(
      fc.property(balancedLines, (lines) => {
        const entries = groupEntries(lines);
        const csv = qboJournalCsv(entries, chart).trim().split('\r\n');
        expect(csv[0]).toBe('Journal No.,Journal Date,Account Name,Debits,Credits,Description,Name,Class');
        const iif = iifJournal(entries, chart).trim().split('\r\n').slice(3);
        let sum = 0;
        for (const l of iif) {
          const f = l.split('\t');
          if (f[0] === 'ENDTRNS') {
            expect(sum).toBe(0);
            sum = 0;
          } else {
            expect(f).toHaveLength(10);
            sum += Math.round(Number(f[7]) * 100);
          }
        }
        expect(iif.filter((l) => l === 'ENDTRNS')).toHaveLength(entries.length);
      }),
      { numRuns: 40 },
    );
  });

  it('hledger: accounts declared, amounts exact, one posting per line, US dates for QuickBooks', () => {
    const text = hledgerJournal(groupEntries([line('EXP-1', 'materials', 123456), line('EXP-1', 'bank', -123456)]), chart, 'x');
    expect(text).toContain('account assets:1010 Checking account');
    expect(text).toContain('2026-03-05 (EXP-1) Lumber');
    expect(text).toContain('    expenses:5000 Materials  $1234.56  ; job:Ridge house');
    expect(text).toContain('    assets:1010 Checking account  $-1234.56');
    expect(usDate('2026-03-05')).toBe('03/05/2026');
    expect(() => hledgerJournal(groupEntries([line('EXP-1', 'ar', 1), line('EXP-1', 'bank', -1)]), chart, 'x')).toThrow('No account ar');
  });
});
