import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import { parseBankAmount, parseBankDate, parseCsvStatement } from './csv-mapping';
import { parseCsv, StatementFileError } from './csv-parse';
import { lineFingerprints, similarity } from './fingerprint';
import { type BookItem, type MatchLine, proposeMatches } from './matching';
import { monthEndOf, reconcile } from './reconciliation';

describe('statement CSV reading', () => {
  it('reads quoted fields with separators, doubled quotes and CRLF, keeping each row’s line number', () => {
    const rows = parseCsv('Date,Description,Amount\r\n11/03/2026,"HOME DEPOT, #45 ""PRO""",-240.00\r\n\r\n11/04/2026,Coffee,-4.50\r\n');
    expect(rows.map((r) => [r.line, r.cells[1]])).toEqual([
      [1, 'Description'],
      [2, 'HOME DEPOT, #45 "PRO"'],
      [4, 'Coffee'],
    ]);
    expect(parseCsv('a;b\n1;2')[1].cells).toEqual(['1', '2']);
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow('Line 2: a quoted field is never closed');
  });

  it('reads amounts exactly: thousands, dollar signs, parentheses; refuses a third decimal', () => {
    expect(['1,234.56', '-$12.30', '(45.00)', '$7', '+0.1', ''].map(parseBankAmount)).toEqual([123456, -1230, -4500, 700, 10, null]);
    expect(() => parseBankAmount('12.345')).toThrow('"12.345" is not an amount with at most 2 decimals');
    expect(() => parseBankAmount('abc')).toThrow();
  });

  it('reads each date layout and refuses a day that does not exist', () => {
    expect(parseBankDate('11/3/2026', 'MM/DD/YYYY')).toBe('2026-11-03');
    expect(parseBankDate('3/11/26', 'M/D/YY')).toBe('2026-03-11');
    expect(parseBankDate('03/11/2026', 'DD/MM/YYYY')).toBe('2026-11-03');
    expect(parseBankDate('03.11.2026', 'DD.MM.YYYY')).toBe('2026-11-03');
    expect(() => parseBankDate('02/30/2026', 'MM/DD/YYYY')).toThrow('not a real date');
    expect(() => parseBankDate('2026-11-03', 'MM/DD/YYYY')).toThrow('not a date in the format MM/DD/YYYY');
  });

  it('maps one signed amount column (card sign: charges positive) or debit/credit columns', () => {
    const card = parseCsvStatement(
      'Posted,Payee,Charge,Owed\n2026-11-02,SHELL OIL,52.10,52.10\n2026-11-20,PAYMENT THANK YOU,-52.10,0.00\n',
      {
        date: 'posted',
        description: 'Payee',
        amount: 'Charge',
        balance: 'Owed',
        dateFormat: 'YYYY-MM-DD',
        sign: 'out-positive',
      },
    );
    expect(card.map((l) => [l.amount, l.balance])).toEqual([
      [-5210, -5210],
      [5210, 0],
    ]);
    const bank = parseCsvStatement('Date,Memo,Debit,Credit\n11/03/2026,Lumber,240.00,\n11/05/2026,Deposit,,"1,500.10"\n', {
      date: 'Date',
      description: 'Memo',
      debit: 'Debit',
      credit: 'Credit',
      dateFormat: 'MM/DD/YYYY',
      sign: 'out-negative',
    });
    expect(bank.map((l) => [l.line, l.date, l.amount])).toEqual([
      [2, '2026-11-03', -24000],
      [3, '2026-11-05', 150010],
    ]);
  });

  it('refuses the whole file naming the first wrong line or a missing column', () => {
    const mapping = { date: 'Date', description: 'Memo', amount: 'Amount', dateFormat: 'MM/DD/YYYY', sign: 'out-negative' } as const;
    expect(() => parseCsvStatement('Date,Memo,Amount\n11/03/2026,A,-1.00\n11/04/2026,B,ten\n', mapping)).toThrow(
      'Line 3: "ten" is not an amount with at most 2 decimals',
    );
    expect(() => parseCsvStatement('Date,Memo,Amount\n11/03/2026,,-1.00\n', mapping)).toThrow('Line 2: the description is empty');
    const error = (() => {
      try {
        parseCsvStatement('Day,Memo,Amount\n', mapping);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(StatementFileError);
    expect((error as Error).message).toBe('Line 1: the date column "Date" is not in the header (Day, Memo, Amount)');
  });
});

describe('fingerprints and likeness', () => {
  it('keeps two equal lines of one file apart and gives an overlapping file the same keys', () => {
    const l = (description: string) => ({ line: 2, date: '2026-11-03', description, amount: cents(-450), balance: null, fitId: null });
    const a = lineFingerprints([l('Coffee'), l('Coffee'), l('Lumber')]);
    expect(new Set(a).size).toBe(3);
    expect(lineFingerprints([l('COFFEE'), l('Coffee')])).toEqual(a.slice(0, 2));
    expect(lineFingerprints([{ ...l('x'), fitId: 'F1' }])).toEqual(['fitid:F1']);
  });

  it('scores payees by shared significant words, ignoring bank noise and numbers', () => {
    expect(similarity('POS DEBIT HOME DEPOT #4521', 'Home Depot')).toBe(1);
    expect(similarity('ZELLE SENT ANA LOPEZ', 'Ana Lopez')).toBe(1);
    expect(similarity('ZELLE SENT ANA LOPEZ', 'Bo Smith')).toBe(0);
    expect(similarity('LOWES #123', '')).toBe(0);
  });
});

describe('automatic matching', () => {
  const line = (id: number, date: string, amount: number, description = 'x'): MatchLine => ({ id, date, amount, description });
  const item = (id: number, date: string, amount: number, payee = 'y', kind: BookItem['kind'] = 'expense'): BookItem => ({
    kind,
    id,
    date,
    amount,
    payee,
  });

  it('needs the amount to the cent and a date at most 5 days away, the closest first', () => {
    const got = proposeMatches(
      [line(1, '2026-11-10', -10000), line(2, '2026-11-10', -5000)],
      [item(1, '2026-11-04', -10000), item(2, '2026-11-13', -10000), item(3, '2026-11-10', -5001)],
    );
    expect(got.map((m) => [m.lineId, m.itemId, m.days])).toEqual([[1, 2, 3]]);
    expect(proposeMatches([line(1, '2026-11-10', -10000)], [item(1, '2026-11-15', -10000)])).toHaveLength(1);
    expect(proposeMatches([line(1, '2026-11-10', -10000)], [item(1, '2026-11-16', -10000)])).toHaveLength(0);
  });

  it('tells equal amounts apart by the payee, and leaves true equals to the person', () => {
    const got = proposeMatches(
      [line(1, '2026-11-10', -20000, 'ZELLE TO ANA LOPEZ'), line(2, '2026-11-10', -20000, 'ZELLE TO BO SMITH')],
      [item(7, '2026-11-10', -20000, 'Bo Smith', 'payroll'), item(8, '2026-11-10', -20000, 'Ana Lopez', 'payroll')],
    );
    expect(got.map((m) => [m.lineId, m.itemId])).toEqual([
      [1, 8],
      [2, 7],
    ]);
    expect(
      proposeMatches(
        [line(1, '2026-11-10', -100), line(2, '2026-11-10', -100)],
        [item(1, '2026-11-10', -100), item(2, '2026-11-10', -100)],
      ),
    ).toEqual([]);
  });

  it('never puts two lines on one item, and never proposes a pair that was undone', () => {
    const got = proposeMatches([line(1, '2026-11-10', -100), line(2, '2026-11-12', -100)], [item(1, '2026-11-10', -100)]);
    expect(got.map((m) => m.lineId)).toEqual([1]);
    expect(proposeMatches([line(1, '2026-11-10', -100)], [item(1, '2026-11-10', -100)], new Set(['1:expense:1']))).toEqual([]);
  });
});

describe('reconciliation', () => {
  it('ties to the cent: unmatched lines and uncleared items explain the difference', () => {
    const r = reconcile({
      monthEnd: monthEndOf('2026-11'),
      opening: cents(100000),
      lines: [
        { id: 1, date: '2026-11-03', description: 'Lumber', amount: cents(-24000), matchedItemDate: '2026-11-02' },
        { id: 2, date: '2026-11-30', description: 'Service fee', amount: cents(-1200), matchedItemDate: null },
        { id: 3, date: '2026-12-01', description: 'Deposit', amount: cents(50000), matchedItemDate: '2026-11-29' },
      ],
      items: [
        { kind: 'expense', id: 1, date: '2026-11-02', payee: 'Lumber', amount: cents(-24000), matchedLineDate: '2026-11-03' },
        { kind: 'received', id: 2, date: '2026-11-29', payee: 'Acme', amount: cents(50000), matchedLineDate: '2026-12-01' },
        { kind: 'payroll', id: 3, date: '2026-11-28', payee: 'Ana', amount: cents(-9001), matchedLineDate: null },
      ],
      stated: { date: '2026-11-30', balance: cents(74800) },
    });
    expect(r.monthEnd).toBe('2026-11-30');
    expect([r.statementBalance, r.bookBalance, r.difference, r.unexplained]).toEqual([74800, 116999, -42199, 0]);
    expect(r.unmatchedLines.map((l) => l.id)).toEqual([2]);
    expect(r.unclearedItems.map((i) => i.id)).toEqual([2, 3]);
  });

  it('shows what a wrong stated balance leaves unexplained', () => {
    const r = reconcile({
      monthEnd: '2026-11-30',
      opening: cents(0),
      lines: [],
      items: [],
      stated: { date: '2026-11-15', balance: cents(1) },
    });
    expect([r.statementBalance, r.statementBalanceStated, r.unexplained]).toEqual([1, true, 1]);
    expect(monthEndOf('2028-02')).toBe('2028-02-29');
  });
});

describe('payee overlap for suggestions', () => {
  it('measures how much of the shorter description the longer holds', async () => {
    const { overlap } = await import('./fingerprint');
    expect(overlap('SHELL OIL 57442 — FUEL', 'Shell Oil fill-up')).toBeCloseTo(2 / 3);
    expect(overlap('HOME DEPOT', 'home office supplies')).toBe(0.5);
    expect(overlap('', 'x')).toBe(0);
  });
});
