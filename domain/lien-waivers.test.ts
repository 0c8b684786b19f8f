import { describe, expect, it } from 'vitest';
import { fillWaiverText, genericWaiverText, unknownPlaceholders, WAIVER_KINDS, type WaiverFields, waiverOverdue } from './lien-waivers';

const fields: WaiverFields = {
  claimant: 'Pat Plumbing LLC',
  customer: 'Reyes Construction',
  owner: 'Dana Client',
  job: 'Hill house',
  jobLocation: '12 Hill Rd, Tampa, FL',
  amount: '$12,500.00',
  throughDate: 'November 30, 2026',
};

describe('lien waiver text', () => {
  it('fills every placeholder of each generic kind; none is left', () => {
    for (const kind of WAIVER_KINDS) {
      const text = fillWaiverText(genericWaiverText(kind), fields);
      expect(text).not.toMatch(/\{[A-Za-z]+\}/);
      expect(text).toContain('Pat Plumbing LLC');
      expect(text).toContain('$12,500.00');
    }
    expect(fillWaiverText(genericWaiverText('conditional_progress'), fields)).toContain('through November 30, 2026');
    expect(fillWaiverText(genericWaiverText('unconditional_final'), fields)).not.toContain('November 30, 2026');
  });

  it('a pasted template keeps braces it does not know, and they are reported', () => {
    const pasted = 'The {claimant} releases {amout} on {job} {{sic}}.';
    expect(fillWaiverText(pasted, fields)).toBe('The Pat Plumbing LLC releases {amout} on Hill house {{sic}}.');
    expect(unknownPlaceholders(pasted)).toEqual(['amout', 'sic']);
    expect(unknownPlaceholders(genericWaiverText('conditional_final'))).toEqual([]);
  });
});

describe('a waiver overdue', () => {
  const w = { direction: 'collect' as const, status: 'requested' as const, paidDate: '2026-11-16' };
  it('is 14 days after the payment, not 13, and only while requested', () => {
    expect(waiverOverdue(w, '2026-11-29')).toBe(false);
    expect(waiverOverdue(w, '2026-11-30')).toBe(true);
    expect(waiverOverdue({ ...w, status: 'received' }, '2026-12-30')).toBe(false);
    expect(waiverOverdue({ ...w, direction: 'give' }, '2026-12-30')).toBe(false);
    expect(waiverOverdue({ ...w, paidDate: null }, '2026-12-30')).toBe(false);
  });
});
