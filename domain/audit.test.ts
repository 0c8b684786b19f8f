import { describe, expect, it } from 'vitest';
import { auditChanges, auditLogQuerySchema, describeAudit, formatAuditValue } from './audit';

describe('audit log in words', () => {
  it('lists only the changed fields of an update, each as before → after', () => {
    const entry = {
      entity: 'expense' as const,
      before: { id: 1, amount: 1250.1, description: 'Tile', date: '2026-11-04', notes: null },
      after: { id: 1, amount: 1300, description: 'Tile', date: '2026-11-05', notes: 'Second coat' },
    };
    expect(auditChanges(entry)).toEqual([
      { field: 'amount', label: 'Amount', before: '$1,250.10', after: '$1,300.00' },
      { field: 'date', label: 'Date', before: 'Nov 4, 2026', after: 'Nov 5, 2026' },
      { field: 'notes', label: 'Notes', before: 'none', after: 'Second coat' },
    ]);
  });

  it('names the rows a change points at, where their names are known', () => {
    const entry = {
      entity: 'work_record' as const,
      before: { employee_id: 3, project_id: 1 },
      after: { employee_id: 4, project_id: 1 },
      names: { 'employee_id:3': 'Ana Lopez' },
    };
    expect(auditChanges(entry)).toEqual([{ field: 'employee_id', label: 'Employee', before: 'Ana Lopez', after: '#4' }]);
  });

  it('says what happened to each kind of record', () => {
    const base = { context: null, subject: null };
    expect(describeAudit({ ...base, entity: 'expense', action: 'update', subject: 'Tile', before: {}, after: {} })).toBe(
      'Changed the expense “Tile”',
    );
    expect(describeAudit({ ...base, entity: 'project', action: 'create', before: null, after: { budget: 5000 } })).toBe(
      'Set the budget to $5,000.00 when creating the project',
    );
    expect(
      describeAudit({
        ...base,
        entity: 'work_record',
        action: 'create',
        subject: 'Ana Lopez',
        before: null,
        after: { entry_type: 'days', days: 1.5, custom_pay: 200 },
      }),
    ).toBe('Added the work record for Ana Lopez: 1.5 day(s), $200.00');
    expect(
      describeAudit({
        ...base,
        entity: 'payment',
        action: 'create',
        subject: 'Ana Lopez',
        context: 'pay_week',
        before: null,
        after: { amount: 180 },
      }),
    ).toBe('Added the payment for Ana Lopez: $180.00 (paying a week)');
    expect(
      describeAudit({
        ...base,
        entity: 'work_record',
        action: 'update',
        subject: 'Ana Lopez',
        context: 'rate_change',
        before: { entry_type: 'days', days: 1, daily_rate: 180 },
        after: { entry_type: 'days', days: 1, daily_rate: 200 },
      }),
    ).toMatch(/ \(repriced by a pay rate change\)$/);
    expect(describeAudit({ ...base, entity: 'advance', action: 'delete', before: { id: 7, amount: 50 }, after: null })).toBe(
      'Deleted the advance #7 ($50.00)',
    );
  });

  it('formats values a person reads', () => {
    expect(formatAuditValue(null, 'money')).toBe('none');
    expect(formatAuditValue(true, 'bool')).toBe('yes');
    expect(formatAuditValue('bank_transfer', 'text')).toBe('bank transfer');
  });

  it('reads the filters of the log and refuses what it cannot use', () => {
    expect(auditLogQuerySchema.parse({ user: 'local', kind: 'budget', projectId: '3', page: '2' })).toMatchObject({
      user: 'local',
      kind: 'budget',
      projectId: 3,
      page: 2,
      pageSize: 25,
    });
    expect(auditLogQuerySchema.parse({ user: '12', kind: '' })).toMatchObject({ user: 12, kind: undefined });
    expect(auditLogQuerySchema.safeParse({ kind: 'bogus' }).success).toBe(false);
    expect(auditLogQuerySchema.safeParse({ from: '2026-11-10', to: '2026-11-01' }).success).toBe(false);
  });
});
