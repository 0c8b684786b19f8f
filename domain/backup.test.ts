import { describe, expect, it } from 'vitest';
import {
  BACKUPS_KEPT,
  type BackupTotals,
  backupFileName,
  backupManifestSchema,
  backupsToPrune,
  backupTimeOfName,
  backupTotalsSchema,
  dataEntryName,
  differingTotals,
  fileOfEntry,
  sameNumeric,
  tableOfEntry,
} from './backup';

// The backup file's naming and checks (docs/decisions/049-backups-and-restore.md).

describe('entry names', () => {
  it.each([
    ['expenses', 0, 'data/expenses/000001.jsonl'],
    ['work_records', 9, 'data/work_records/000010.jsonl'],
    ['projects', 999_998, 'data/projects/999999.jsonl'],
  ])('batch %s #%i is %s, and reads back to its table', (table, batch, name) => {
    expect(dataEntryName(table, batch)).toBe(name);
    expect(tableOfEntry(name)).toBe(table);
  });

  it.each([
    'data/expenses/00001.jsonl', // five digits
    'data/expenses/0000001.jsonl', // seven digits
    'data/Expenses/000001.jsonl', // not a table name
    'data/1abc/000001.jsonl',
    'data/expenses/000001.json',
    'xdata/expenses/000001.jsonl',
    'data/expenses/000001.jsonl.bak',
    'files/receipts/a.jpg',
    'manifest.json',
  ])('%s is not a data entry', (name) => {
    expect(tableOfEntry(name)).toBeNull();
  });

  it('reads the area and name of a files/ entry', () => {
    expect(fileOfEntry('files/receipts/2026-11-24-a b.jpg')).toEqual({ area: 'receipts', fileName: '2026-11-24-a b.jpg' });
    expect(fileOfEntry('files/photos/x.png')).toEqual({ area: 'photos', fileName: 'x.png' });
  });

  it.each([
    'files/receipts/',
    'files/receipts/a/b.jpg',
    'files/Receipts/a.jpg',
    'files/r2/a.jpg',
    'xfiles/receipts/a.jpg',
    'data/x/000001.jsonl',
  ])('%s is not a files/ entry', (name) => {
    expect(fileOfEntry(name)).toBeNull();
  });
});

describe('backup file names', () => {
  it('names a backup by its UTC moment without milliseconds or colons', () => {
    expect(backupFileName(new Date('2026-11-24T05:40:00.000Z'))).toBe('plumbline-backup-2026-11-24T05-40-00Z.tar.gz');
    expect(backupFileName(new Date('2026-01-02T23:59:59.999Z'))).toBe('plumbline-backup-2026-01-02T23-59-59Z.tar.gz');
  });

  it('reads the moment back from a name', () => {
    const name = backupFileName(new Date('2026-11-24T05:40:07.000Z'));
    expect(backupTimeOfName(name)).toBe('2026-11-24T05:40:07.000Z');
  });

  it.each([
    'plumbline-backup-2026-11-24T05-40-00Z.tar.gz.part',
    'xplumbline-backup-2026-11-24T05-40-00Z.tar.gz',
    'plumbline-backup-2026-11-24T05:40:00Z.tar.gz',
    'plumbline-backup-26-11-24T05-40-00Z.tar.gz',
    'other.tar.gz',
  ])('%s is not a backup name', (name) => {
    expect(backupTimeOfName(name)).toBeNull();
  });
});

describe('numeric totals compared as text', () => {
  it.each([
    ['12.50', '12.5'],
    ['12.5', '12.500'],
    ['12', '12.00'],
    ['012.5', '12.5'],
    ['0', '0.00'],
    ['-0.00', '0'],
    ['-0', '0.0'],
    ['000', '0'],
    ['-12.50', '-12.5'],
    ['100', '100.0'],
    ['0.10', '0.1'],
  ])('%s equals %s', (a, b) => {
    expect(sameNumeric(a, b)).toBe(true);
    expect(sameNumeric(b, a)).toBe(true);
  });

  it.each([
    ['12.5', '12.51'],
    ['12.5', '-12.5'],
    ['100', '10'],
    ['1', '10'],
    ['0.01', '0'],
    ['-0.01', '0'],
    ['1.05', '1.5'],
    ['10.1', '1.01'],
    ['-0.5', '0.5'], // a zero whole part keeps the sign of its cents
    ['-12', '12'],
    ['-12.50', '12.5'],
  ])('%s differs from %s', (a, b) => {
    expect(sameNumeric(a, b)).toBe(false);
  });

  const totals: BackupTotals = { expenses: '10.50', laborPay: '0', payments: '5', advances: '0.00', budgets: '1000' };

  it('lists no total when two sets agree to the cent', () => {
    expect(differingTotals(totals, { ...totals, expenses: '10.5', payments: '5.00', advances: '0' })).toEqual([]);
  });

  it('lists each total that differs, in the manifest order', () => {
    expect(differingTotals(totals, { ...totals, budgets: '1000.01', expenses: '10.49' })).toEqual(['expenses', 'budgets']);
    expect(differingTotals(totals, { ...totals, laborPay: '0.01', advances: '1' })).toEqual(['laborPay', 'advances']);
  });

  it('takes numeric text only', () => {
    expect(backupTotalsSchema.safeParse(totals).success).toBe(true);
    for (const bad of ['1,000', '1e3', '12.', '', ' 1', '$1']) {
      expect(backupTotalsSchema.safeParse({ ...totals, budgets: bad }).success, bad).toBe(false);
    }
    expect(backupTotalsSchema.safeParse({ ...totals, budgets: '-1287.25' }).success).toBe(true);
  });
});

describe('manifest', () => {
  const manifest = {
    format: 'plumbline-backup',
    formatVersion: 1,
    schemaVersion: 0,
    schemaName: '0000_init',
    createdAt: '2026-11-24T05:40:00.000Z',
    engine: 'pglite',
    tables: [{ name: 'work_records', rows: 0 }],
    files: 0,
    totals: { expenses: '0', laborPay: '0', payments: '0', advances: '0', budgets: '0' },
    entries: [{ name: 'data/work_records/000001.jsonl', bytes: 0, sha256: 'a'.repeat(64) }],
  };

  it('accepts a well-formed manifest', () => {
    expect(backupManifestSchema.safeParse(manifest).success).toBe(true);
  });

  it.each([
    ['another format', { format: 'other-backup' }],
    ['format version 0', { formatVersion: 0 }],
    ['a negative schema version', { schemaVersion: -1 }],
    ['another engine', { engine: 'sqlite' }],
    ['a table name with capitals', { tables: [{ name: 'Projects', rows: 1 }] }],
    ['negative rows', { tables: [{ name: 'projects', rows: -1 }] }],
    ['negative files', { files: -1 }],
    ['an empty entry name', { entries: [{ name: '', bytes: 1, sha256: 'a'.repeat(64) }] }],
    ['a short hash', { entries: [{ name: 'x', bytes: 1, sha256: 'a'.repeat(63) }] }],
    ['an upper-case hash', { entries: [{ name: 'x', bytes: 1, sha256: 'A'.repeat(64) }] }],
    ['negative bytes', { entries: [{ name: 'x', bytes: -1, sha256: 'a'.repeat(64) }] }],
  ])('refuses %s', (_label, change) => {
    expect(backupManifestSchema.safeParse({ ...manifest, ...change }).success).toBe(false);
  });
});

describe('pruning keeps the newest backups', () => {
  const name = (day: number) => `plumbline-backup-2026-11-${String(day).padStart(2, '0')}T00-00-00Z.tar.gz`;

  it('keeps 14 by default', () => {
    expect(BACKUPS_KEPT).toBe(14);
    const fourteen = Array.from({ length: 14 }, (_, i) => name(i + 1));
    expect(backupsToPrune(fourteen)).toEqual([]);
    expect(backupsToPrune([...fourteen, name(15)])).toEqual([name(1)]);
  });

  it('deletes the oldest by name whatever the listing order, and ignores other files', () => {
    const names = [name(5), 'notes.txt', 'other.tar.gz', name(2), `${name(9)}.part`, name(7), 'plumbline-backup-x.zip', name(3)];
    expect(backupsToPrune(names, 2)).toEqual([name(2), name(3)]);
    expect(backupsToPrune(names, 4)).toEqual([]);
    expect(backupsToPrune(names, 0)).toEqual([name(2), name(3), name(5), name(7)]);
  });

  it('deletes nothing when fewer than kept', () => {
    expect(backupsToPrune([], 3)).toEqual([]);
    expect(backupsToPrune([name(1)], 3)).toEqual([]);
  });
});
