import { describe, expect, it } from 'vitest';
import { auditChanges, auditLogQuerySchema, describeAudit, formatAuditValue } from './audit';

// The history in words (Settings → History): every branch of the one-line description and of value formatting.

type Described = Parameters<typeof describeAudit>[0];
const entry = (over: Partial<Described>): Described => ({
  entity: 'expense',
  action: 'create',
  subject: null,
  before: null,
  after: null,
  context: null,
  ...over,
});

describe('formatAuditValue', () => {
  it.each([
    [undefined, 'text', 'none'],
    ['', 'text', 'none'],
    [null, 'date', 'none'],
    [0, 'money', '$0.00'],
    ['1250.5', 'money', '$1,250.50'],
    [-3, 'money', '-$3.00'],
    ['abc', 'money', 'abc'],
    [false, 'bool', 'no'],
    [1, 'bool', 'yes'],
    ['2026-03-04', 'date', 'Mar 4, 2026'],
    ['2026-12-31', 'date', 'Dec 31, 2026'],
    ['2026-03-04T10:00:00Z', 'date', '2026-03-04T10:00:00Z'],
    [20260304, 'date', '20260304'],
    [12, 'ref', '#12'],
    [12, 'number', '12'],
    ['cash_app_pay', 'text', 'cash app pay'],
    [0, 'text', '0'],
    ['2026-03-04', 'text', '2026-03-04'], // only a date field is written as a date
    ['on 2026-03-04', 'date', 'on 2026-03-04'],
  ] as const)('%j as %s → %s', (value, format, text) => {
    expect(formatAuditValue(value, format)).toBe(text);
  });

  it('uses the known name of a reference', () => {
    expect(formatAuditValue(4, 'ref', 'Ana Lopez')).toBe('Ana Lopez');
  });
});

describe('auditChanges', () => {
  it('treats absent and null as the same, and no before or after as empty', () => {
    expect(auditChanges({ entity: 'project', before: { budget: null }, after: {} })).toEqual([]);
    expect(auditChanges({ entity: 'project', before: null, after: { budget: 10 } })).toEqual([
      { field: 'budget', label: 'Budget', before: 'none', after: '$10.00' },
    ]);
    expect(auditChanges({ entity: 'project', before: { budget: 10 }, after: null })).toEqual([
      { field: 'budget', label: 'Budget', before: '$10.00', after: 'none' },
    ]);
  });

  it('names both sides of a changed reference when known', () => {
    const names = { 'project_id:1': 'Deck', 'project_id:2': 'Kitchen' };
    expect(auditChanges({ entity: 'expense', before: { project_id: 1 }, after: { project_id: 2 }, names })).toEqual([
      { field: 'project_id', label: 'Project', before: 'Deck', after: 'Kitchen' },
    ]);
  });

  it('ignores fields the history does not show', () => {
    expect(auditChanges({ entity: 'expense', before: { id: 1, updated_at: 'a' }, after: { id: 1, updated_at: 'b' } })).toEqual([]);
  });
});

describe('describeAudit', () => {
  it.each([
    ['create', null, { budget: 5000 }, 'Set the budget to $5,000.00 when creating the project'],
    ['create', null, {}, 'Set the budget to none when creating the project'],
    ['delete', { budget: 700 }, null, 'Deleted the project (budget $700.00)'],
    ['delete', {}, null, 'Deleted the project (budget none)'],
    ['update', { budget: 1 }, { budget: 2 }, 'Changed the budget'],
  ] as const)('project %s', (action, before, after, text) => {
    expect(describeAudit(entry({ entity: 'project', action, before, after, subject: 'Deck' }))).toBe(text);
  });

  it.each([
    ['pay_week', ' (paying a week)'],
    ['receipt', ' (from a scanned receipt)'],
    ['other', ''],
    [null, ''],
  ])('context %s adds %j', (context, via) => {
    expect(describeAudit(entry({ entity: 'project', action: 'update', context }))).toBe(`Changed the budget${via}`);
    expect(describeAudit(entry({ entity: 'expense', action: 'create', subject: 'Tile', after: { amount: 5 }, context }))).toBe(
      `Added the expense “Tile”: $5.00${via}`,
    );
  });

  it.each([
    [entry({ subject: 'Tile', after: { amount: 12.5 } }), 'Added the expense “Tile”: $12.50'],
    [entry({ subject: 'Tile', after: {} }), 'Added the expense “Tile”'],
    [entry({ after: { id: 9, amount: 1 } }), 'Added the expense #9: $1.00'],
    [entry({ after: {} }), 'Added the expense #'],
    [entry({ subject: 'Tile', after: { amount: null } }), 'Added the expense “Tile”'],
    [entry({ action: 'delete', subject: 'Tile', before: { amount: 3 } }), 'Deleted the expense “Tile” ($3.00)'],
    [entry({ action: 'delete', subject: 'Tile', before: {} }), 'Deleted the expense “Tile”'],
    [entry({ action: 'update', subject: 'Tile', before: { amount: 3 }, after: { amount: 4 } }), 'Changed the expense “Tile”'],
    [entry({ entity: 'advance', subject: 'Ana', after: { amount: 50 } }), 'Added the advance for Ana: $50.00'],
    [entry({ entity: 'change_order', subject: 'CO 2', after: { amount: -100 } }), 'Added the change order for CO 2: -$100.00'],
    [entry({ entity: 'invoice', subject: '#3', after: { amount: 1, amount_due: 900 } }), 'Added the invoice for #3: $900.00'],
    [entry({ entity: 'invoice_payment', subject: '#3', after: { amount: 90 } }), 'Added the payment received for #3: $90.00'],
    [
      entry({ entity: 'work_record', subject: 'Ana', after: { entry_type: 'hours', hours: 8 } }),
      'Added the work record for Ana: 8 hour(s)',
    ],
    [entry({ entity: 'work_record', subject: 'Ana', after: { entry_type: 'hours' } }), 'Added the work record for Ana:  hour(s)'],
    [entry({ entity: 'work_record', subject: 'Ana', after: { entry_type: 'days' } }), 'Added the work record for Ana:  day(s)'],
    [
      entry({ entity: 'work_record', subject: 'Ana', after: { entry_type: 'days', days: 2, amount: 99 } }),
      'Added the work record for Ana: 2 day(s)', // its money figure is custom pay, not amount
    ],
    [
      entry({ entity: 'work_record', action: 'delete', subject: 'Ana', before: { entry_type: 'hours', hours: 4, custom_pay: 80 } }),
      'Deleted the work record for Ana (4 hour(s), $80.00)',
    ],
  ])('%o → %s', (e, text) => {
    expect(describeAudit(e)).toBe(text);
  });

  it('reads the row after a change, else before', () => {
    expect(describeAudit(entry({ action: 'update', before: { id: 1 }, after: { id: 2 } }))).toBe('Changed the expense #2');
    expect(describeAudit(entry({ action: 'update', before: { id: 1 }, after: null }))).toBe('Changed the expense #1');
  });
});

describe('audit log filters', () => {
  it.each([
    [{}, {}],
    [{ user: '' }, { user: undefined }],
    [{ user: 7 }, { user: 7 }],
    [{ kind: undefined }, { kind: undefined }],
  ])('%j reads as %j', (query, expected) => {
    expect(auditLogQuerySchema.parse(query)).toMatchObject(expected);
  });

  it.each([
    [{ user: 'someone' }, 'User must be a user id or local'],
    [{ user: '0' }, 'User must be a user id or local'],
    [{ kind: 5 }, 'Kind must be one of budget, '],
  ])('%j is refused', (query, message) => {
    const r = auditLogQuerySchema.safeParse(query);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toContain(message);
  });

  it('takes a range of one day, or open on either side', () => {
    expect(auditLogQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-01' }).success).toBe(true);
    expect(auditLogQuerySchema.safeParse({ from: '2026-11-01' }).success).toBe(true);
    expect(auditLogQuerySchema.safeParse({ to: '2026-11-01' }).success).toBe(true);
    const r = auditLogQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' });
    expect(r.error?.issues[0]).toMatchObject({ message: 'From date must be on or before the To date', path: ['to'] });
  });
});
