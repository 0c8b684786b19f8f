import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CertificateDates,
  type CertificateKind,
  COMPLIANCE_STATUSES,
  holdMessage,
  isHeld,
  isListed,
  lastExpiringDay,
  type PayeePapers,
  payeeCompliance,
} from './compliance';
import { addDays } from './dates';

const TODAY = '2026-12-03';
const gl = (expiryDate: string, effectiveDate = '2026-01-01'): CertificateDates => ({
  kind: 'general_liability',
  effectiveDate,
  expiryDate,
});
const wc = (expiryDate: string, kind: CertificateKind = 'workers_comp', effectiveDate = '2026-01-01'): CertificateDates => ({
  kind,
  effectiveDate,
  expiryDate,
});
const sub = (certificates: CertificateDates[], hasW9 = true): PayeePapers => ({
  payeeType: 'subcontractor',
  is1099Payee: true,
  hasW9,
  certificates,
});
const far = '2027-12-31';

describe('a certificate on the days around its expiry', () => {
  it('expiring today is valid today and expiring', () => {
    const c = payeeCompliance(sub([gl(TODAY), wc(far)]), TODAY);
    expect(c.status).toBe('expiring');
    expect(c.missing).toEqual([`general liability certificate expires ${TODAY}`]);
  });
  it('expiring tomorrow is expiring', () => {
    expect(payeeCompliance(sub([gl(addDays(TODAY, 1)), wc(far)]), TODAY).status).toBe('expiring');
  });
  it('expiring in 30 days is expiring, in 31 days complete', () => {
    expect(payeeCompliance(sub([gl(addDays(TODAY, 30)), wc(far)]), TODAY).status).toBe('expiring');
    expect(lastExpiringDay(TODAY)).toBe(addDays(TODAY, 30));
    const c = payeeCompliance(sub([gl(addDays(TODAY, 31)), wc(far)]), TODAY);
    expect(c).toMatchObject({ status: 'complete', missing: [] });
  });
  it('expired yesterday is expired, naming the date', () => {
    const c = payeeCompliance(sub([gl(addDays(TODAY, -1)), wc(far)]), TODAY);
    expect(c.status).toBe('expired');
    expect(c.missing).toEqual(['general liability certificate expired 2026-12-02']);
  });
  it('not yet in force counts as missing, naming the day it starts', () => {
    const c = payeeCompliance(sub([gl(far, '2026-12-10'), wc(far)]), TODAY);
    expect(c.status).toBe('missing');
    expect(c.missing).toEqual(['general liability certificate not in force until 2026-12-10']);
  });
  it('starting today covers today', () => {
    expect(payeeCompliance(sub([gl(far, TODAY), wc(far)]), TODAY).status).toBe('complete');
  });
});

describe('a payee with two certificates of one kind', () => {
  it('uses the one covering today with the latest expiry', () => {
    // An expired one and a current one: the current decides.
    expect(payeeCompliance(sub([gl('2026-11-30'), gl(far), wc(far)]), TODAY).status).toBe('complete');
    // Two current ones: the later expiry decides (the earlier would say expiring).
    expect(payeeCompliance(sub([gl(addDays(TODAY, 5)), gl(addDays(TODAY, 200)), wc(far)]), TODAY).status).toBe('complete');
    // A renewal not yet in force does not cover today: the current, expiring one decides.
    const c = payeeCompliance(sub([gl(addDays(TODAY, 5)), gl('2027-12-31', addDays(TODAY, 6)), wc(far)]), TODAY);
    expect(c.missing).toEqual([`general liability certificate expires ${addDays(TODAY, 5)}`]);
  });
  it('with both expired, names the latest expiry', () => {
    const c = payeeCompliance(sub([gl('2026-06-30'), gl('2026-11-30'), wc(far)]), TODAY);
    expect(c.missing).toEqual(['general liability certificate expired 2026-11-30']);
  });
  it("a workers' comp exemption stands for the workers' comp certificate", () => {
    expect(payeeCompliance(sub([gl(far), wc(far, 'workers_comp_exemption')]), TODAY).status).toBe('complete');
    const c = payeeCompliance(sub([gl(far), wc('2026-11-01'), wc(far, 'workers_comp_exemption')]), TODAY);
    expect(c.status).toBe('complete');
    expect(payeeCompliance(sub([gl(far), wc('2026-11-01', 'workers_comp_exemption')]), TODAY).missing).toEqual([
      "workers' compensation exemption expired 2026-11-01",
    ]);
  });
});

describe('who needs what', () => {
  it('a subcontractor with nothing is missing all three', () => {
    const c = payeeCompliance(sub([], false), TODAY);
    expect(c.status).toBe('missing');
    expect(c.missing).toEqual([
      'W-9 missing',
      'general liability certificate missing',
      "workers' compensation certificate or exemption missing",
    ]);
  });
  it('a 1099 supplier needs only a W-9; a supplier that is not a 1099 payee needs nothing and is not listed', () => {
    const payee = { payeeType: 'supplier', is1099Payee: true, hasW9: false, certificates: [] } as const;
    expect(payeeCompliance(payee, TODAY)).toMatchObject({ status: 'missing', missing: ['W-9 missing'] });
    expect(payeeCompliance({ ...payee, hasW9: true }, TODAY).status).toBe('complete');
    expect(payeeCompliance({ ...payee, is1099Payee: false }, TODAY)).toMatchObject({ status: 'complete', missing: [] });
    expect(isListed({ payeeType: 'supplier', is1099Payee: false })).toBe(false);
    expect(isListed({ payeeType: 'supplier', is1099Payee: true })).toBe(true);
    expect(isListed({ payeeType: 'subcontractor', is1099Payee: false })).toBe(true);
  });
  it('precedence: expired over missing over expiring', () => {
    const c = payeeCompliance(sub([gl('2026-11-30'), wc(addDays(TODAY, 3))], false), TODAY);
    expect(c.status).toBe('expired');
    expect(c.missing).toEqual([
      'W-9 missing',
      'general liability certificate expired 2026-11-30',
      `workers' compensation certificate expires ${addDays(TODAY, 3)}`,
    ]);
    expect(payeeCompliance(sub([gl(far), wc(addDays(TODAY, 3))], false), TODAY).status).toBe('missing');
  });
  it('the hold message names the payee and what is missing', () => {
    expect(holdMessage('Acme Framing', ['W-9 missing', 'general liability certificate expired 2026-11-30'])).toBe(
      'Pay Acme Framing anyway? W-9 missing; general liability certificate expired 2026-11-30. Give a reason to override.',
    );
    expect(isHeld('complete')).toBe(false);
    for (const s of ['missing', 'expiring', 'expired'] as const) expect(isHeld(s)).toBe(true);
  });
});

describe('properties', () => {
  const day = fc.integer({ min: -400, max: 400 }).map((n) => addDays(TODAY, n));
  const cert = fc.record({
    kind: fc.constantFrom<CertificateKind>('general_liability', 'workers_comp', 'workers_comp_exemption'),
    start: day,
    length: fc.integer({ min: 0, max: 500 }),
  });
  const papers = fc.record({
    hasW9: fc.boolean(),
    certificates: fc
      .array(cert, { maxLength: 6 })
      .map((cs) => cs.map((c) => ({ kind: c.kind, effectiveDate: c.start, expiryDate: addDays(c.start, c.length) }))),
  });

  it('the status is complete exactly when nothing is listed as missing, and is the worst requirement', () => {
    fc.assert(
      fc.property(papers, (p) => {
        const c = payeeCompliance(sub(p.certificates, p.hasW9), TODAY);
        expect(COMPLIANCE_STATUSES).toContain(c.status);
        expect(c.status === 'complete').toBe(c.missing.length === 0);
        expect(c.missing.length).toBe(c.requirements.filter((r) => r.status !== 'complete').length);
      }),
    );
  });
  it('adding a certificate that covers today and ends after 30 days never makes a payee worse', () => {
    const rank = { complete: 0, expiring: 1, missing: 2, expired: 3 };
    fc.assert(
      fc.property(papers, fc.constantFrom<CertificateKind>('general_liability', 'workers_comp'), (p, kind) => {
        const before = payeeCompliance(sub(p.certificates, p.hasW9), TODAY);
        const after = payeeCompliance(
          sub([...p.certificates, { kind, effectiveDate: TODAY, expiryDate: addDays(TODAY, 31) }], p.hasW9),
          TODAY,
        );
        expect(rank[after.status]).toBeLessThanOrEqual(rank[before.status]);
      }),
    );
  });
  it('the order of the certificates does not matter', () => {
    fc.assert(
      fc.property(papers, (p) => {
        const a = payeeCompliance(sub(p.certificates, p.hasW9), TODAY);
        const b = payeeCompliance(sub([...p.certificates].reverse(), p.hasW9), TODAY);
        expect(b.status).toBe(a.status);
      }),
    );
  });
});
