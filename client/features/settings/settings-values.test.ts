import { describe, expect, it } from 'vitest';
import {
  cashappFormValues,
  databaseLabel,
  formatTimestamp,
  isOutboxOnly,
  smsStatusBadge,
  toCashappPayload,
  validateCashappForm,
} from './settings-values';

describe('settings values', () => {
  it('starts the form from the saved settings, blanks when none', () => {
    expect(cashappFormValues(undefined)).toEqual({ businessHandle: '', businessDisplayName: '' });
    expect(cashappFormValues({ businessHandle: null, businessDisplayName: null, isConfigured: false })).toEqual({
      businessHandle: '',
      businessDisplayName: '',
    });
    expect(cashappFormValues({ businessHandle: '$Acme', businessDisplayName: 'Acme', isConfigured: true })).toEqual({
      businessHandle: '$Acme',
      businessDisplayName: 'Acme',
    });
  });

  it('trims the payload', () => {
    expect(toCashappPayload({ businessHandle: ' $Acme ', businessDisplayName: ' Acme Builders ' })).toEqual({
      businessHandle: '$Acme',
      businessDisplayName: 'Acme Builders',
    });
  });

  it.each([
    [{ businessHandle: '$AcmeBuilders', businessDisplayName: 'Acme' }, {}],
    [{ businessHandle: ' $Acme_1 ', businessDisplayName: 'Acme' }, {}],
    [
      { businessHandle: 'AcmeBuilders', businessDisplayName: 'Acme' },
      { businessHandle: 'The handle must start with $ followed by letters, digits, - or _' },
    ],
    [
      { businessHandle: '', businessDisplayName: '' },
      { businessHandle: 'Handle is required', businessDisplayName: 'Display name is required' },
    ],
  ])('validateCashappForm(%j)', (values, errors) => {
    expect(validateCashappForm(values)).toEqual(errors);
  });

  it.each([
    ['pglite', 'Embedded database (PGlite)'],
    ['postgres', 'PostgreSQL server'],
    [undefined, 'Unknown'],
  ] as const)('databaseLabel(%s)', (db, label) => {
    expect(databaseLabel(db)).toBe(label);
  });

  it.each([
    ['stored', 'gray', 'In outbox'],
    ['sent', 'green', 'Sent'],
    ['failed', 'red', 'Failed'],
    ['queued', 'gray', 'queued'],
  ])('smsStatusBadge(%s)', (status, color, label) => {
    expect(smsStatusBadge(status)).toEqual({ color, label });
  });

  it('is outbox-only when every message stayed in the outbox, or there are none', () => {
    expect(isOutboxOnly([])).toBe(true);
    expect(isOutboxOnly([{ provider: 'outbox' }, { provider: 'outbox' }])).toBe(true);
    expect(isOutboxOnly([{ provider: 'outbox' }, { provider: 'http' }])).toBe(false);
  });

  it('formats timestamps in a given zone, a dash when missing or invalid', () => {
    expect(formatTimestamp('2026-11-22T20:04:00.000Z', 'America/New_York')).toBe('Nov 22, 2026, 3:04 PM');
    expect(formatTimestamp(null)).toBe('—');
    expect(formatTimestamp('nope')).toBe('—');
  });
});
