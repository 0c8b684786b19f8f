import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeAudit } from './audit';
import {
  closedPeriodMessage,
  closedProjectMessage,
  closePeriodSchema,
  closeProblem,
  dayText,
  hasPaid,
  isClosed,
  paidProjectMessage,
  reopenPeriodSchema,
  reopenProblem,
} from './closing';

describe('closing the books: the rules', () => {
  it.each([
    [null, '2025-12-31', false],
    ['2025-12-31', '2025-12-31', true],
    ['2025-12-31', '2025-12-30', true],
    ['2025-12-31', '2026-01-01', false],
    ['2025-12-31', null, false],
  ] as const)('closed through %s: a record dated %s is closed = %s', (through, date, closed) => {
    expect(isClosed(through, date)).toBe(closed);
  });

  it('is closed exactly when the date is on or before the close date (property)', () => {
    const day = fc
      .date({ min: new Date('1990-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(fc.property(day, day, (through, date) => isClosed(through, date) === Date.parse(date) <= Date.parse(through)));
  });

  it('names the closed period and the record in the 409 message', () => {
    expect(closedPeriodMessage('2025-12-31', 'expense', '2025-12-15')).toBe(
      'The books are closed through Dec 31, 2025: this expense dated Dec 15, 2025 cannot be changed. Reopen the period in Settings → Accounting, or record a correction dated in an open period.',
    );
    expect(dayText('2026-03-01')).toBe('Mar 1, 2026');
  });

  it.each([
    ['2025-12-31', null, '2026-01-15', null],
    ['2026-01-15', null, '2026-01-15', null],
    [
      '2026-01-16',
      null,
      '2026-01-15',
      'The books cannot be closed through Jan 16, 2026: that day has not ended yet (today is Jan 15, 2026).',
    ],
    ['2025-12-31', '2025-12-31', '2026-01-15', null],
    ['2026-01-10', '2025-12-31', '2026-01-15', null],
    [
      '2025-06-30',
      '2025-12-31',
      '2026-01-15',
      'The books are already closed through Dec 31, 2025. To move the close date back to Jun 30, 2025, reopen the period with a reason.',
    ],
  ] as const)('close through %s (closed through %s, today %s) → %s', (through, current, today, problem) => {
    expect(closeProblem(through, current, today)).toBe(problem);
  });

  it.each([
    [null, null, 'The books are not closed: there is nothing to reopen.'],
    [null, '2025-12-31', null],
    ['2025-11-30', '2025-12-31', null],
    [
      '2025-12-31',
      '2025-12-31',
      'Reopening must move the close date earlier than Dec 31, 2025; to close through a later day, close the books instead.',
    ],
  ] as const)('reopen to %s (closed through %s) → %s', (through, current, problem) => {
    expect(reopenProblem(through, current)).toBe(problem);
  });

  it('validates the close and reopen bodies with messages a person can act on', () => {
    expect(closePeriodSchema.safeParse({ through: '2025-12-31' }).data).toEqual({ through: '2025-12-31' });
    expect(closePeriodSchema.safeParse({ through: '2025-02-30' }).error?.issues[0].message).toBe('Close date must be a date (YYYY-MM-DD)');
    expect(closePeriodSchema.safeParse({}).error?.issues[0].message).toBe('Close date is required');
    expect(reopenPeriodSchema.safeParse({ through: null, reason: ' Misdated bill ' }).data).toEqual({
      through: null,
      reason: 'Misdated bill',
    });
    expect(reopenPeriodSchema.safeParse({ through: '2025-11-30', reason: '' }).error?.issues[0].message).toBe(
      'Reason is required: say why the period is reopened',
    );
    expect(reopenPeriodSchema.safeParse({ through: null }).error?.issues[0].message).toBe(
      'Reason is required: say why the period is reopened',
    );
  });

  it('refuses to delete a project with anything paid, and says to archive it', () => {
    const none = { paidExpenses: 0, paidWork: 0, invoicesSent: 0, paymentsReceived: 0 };
    expect(hasPaid(none)).toBe(false);
    for (const key of Object.keys(none) as (keyof typeof none)[]) expect(hasPaid({ ...none, [key]: 1 })).toBe(true);
    expect(paidProjectMessage('Deck', { paidExpenses: 2, paidWork: 1, invoicesSent: 0, paymentsReceived: 3 })).toBe(
      '“Deck” cannot be deleted: it has 2 paid expenses, 1 paid work record, 3 payments received, and what was paid stays in the books, the 1099s and payroll. Archive it instead: move it to Inactive (or complete it).',
    );
    expect(closedProjectMessage('2025-12-31', '2025-03-04', true)).toContain('(the earliest Mar 4, 2025), so restoring it');
  });

  it('reads a close and a reopen in the history', () => {
    const entry = { entity: 'closed_period' as const, action: 'create' as const, subject: null, context: null, before: null };
    expect(describeAudit({ ...entry, after: { action: 'close', through: '2025-12-31', reason: null } })).toBe(
      'Closed the books through Dec 31, 2025',
    );
    expect(describeAudit({ ...entry, after: { action: 'reopen', through: null, reason: 'Misdated bill' } })).toBe(
      'Reopened the books: Misdated bill',
    );
    expect(describeAudit({ ...entry, after: { action: 'reopen', through: '2025-11-30', reason: 'Late invoice' } })).toBe(
      'Reopened the books, now closed through Nov 30, 2025: Late invoice',
    );
  });
});
