import { addDays, daysBetween } from './dates';

/**
 * Paying only the right people (issue 44, docs/decisions/099-compliance.md): whether a supplier or subcontractor has
 * the papers it needs on a given day. Pure: the server reads the W-9 and certificates in one statement and asks
 * these rules; the dates decide, never the scanned documents.
 *
 * - A subcontractor needs a W-9, a general liability certificate, and a workers' compensation certificate or a
 *   workers' compensation exemption certificate.
 * - A supplier marked as a 1099 payee needs a W-9 only; a supplier that is not a 1099 payee (a store) needs nothing,
 *   is always complete and is not listed.
 * - A certificate is valid from its effective date through its expiry date, both inclusive: one expiring today still
 *   covers today. Valid and expiring within EXPIRING_DAYS (today included) → "expiring"; later → complete.
 * - Of several certificates for one requirement, the one covering today with the latest expiry decides; with none
 *   covering today, a certificate not yet in force makes the requirement missing, else the latest expired one makes
 *   it expired.
 * - A payee's status is its worst requirement's: expired > missing > expiring > complete. Expired comes first: a
 *   lapsed policy is the costliest surprise (a workers' comp audit charges premium on the uninsured payroll) and
 *   the office should chase it before a paper that never came.
 */

export const PAYEE_TYPES = ['supplier', 'subcontractor'] as const;
export type PayeeType = (typeof PAYEE_TYPES)[number];

export const CERTIFICATE_KINDS = ['general_liability', 'workers_comp', 'workers_comp_exemption'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = {
  general_liability: 'general liability certificate',
  workers_comp: "workers' compensation certificate",
  workers_comp_exemption: "workers' compensation exemption",
};

export const COMPLIANCE_STATUSES = ['complete', 'missing', 'expiring', 'expired'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** A certificate valid today that ends within this many days (today counting as day 0) is "expiring". */
export const EXPIRING_DAYS = 30;

/** Worst first: the order a payee's requirements are ranked in (documented above). */
const RANK: Record<ComplianceStatus, number> = { expired: 3, missing: 2, expiring: 1, complete: 0 };

export type CertificateDates = { kind: CertificateKind; effectiveDate: string; expiryDate: string };

export type PayeePapers = {
  payeeType: PayeeType;
  /** For a supplier: marked as a 1099 payee (suppliers.is_1099_payee). Subcontractors are always 1099 payees. */
  is1099Payee: boolean;
  /** A W-9 is on file (a W-9 record, or the older "W-9 on file" flag: docs/decisions/099-compliance.md). */
  hasW9: boolean;
  certificates: readonly CertificateDates[];
};

/** One requirement's state: what to tell the office when it is not complete. */
export type RequirementState = { requirement: string; status: ComplianceStatus; text: string | null };

export type Compliance = { status: ComplianceStatus; requirements: RequirementState[]; missing: string[] };

/** What a payee must have: none for a supplier that is not a 1099 payee. */
export function requirementsOf(p: Pick<PayeePapers, 'payeeType' | 'is1099Payee'>): ('w9' | 'general_liability' | 'workers_comp')[] {
  if (p.payeeType === 'subcontractor') return ['w9', 'general_liability', 'workers_comp'];
  return p.is1099Payee ? ['w9'] : [];
}

/** True when a payee is listed on the compliance screen (it needs at least one paper). */
export function isListed(p: Pick<PayeePapers, 'payeeType' | 'is1099Payee'>): boolean {
  return requirementsOf(p).length > 0;
}

/** The certificate that decides a requirement today among the given kinds, and the requirement's state. */
export function certificateState(
  requirement: string,
  certificates: readonly CertificateDates[],
  kinds: readonly CertificateKind[],
  today: string,
): RequirementState {
  const mine = certificates.filter((c) => kinds.includes(c.kind));
  const covering = mine.filter((c) => c.effectiveDate <= today && today <= c.expiryDate);
  if (covering.length > 0) {
    const best = covering.reduce((a, b) => (b.expiryDate > a.expiryDate ? b : a));
    const left = daysBetween(today, best.expiryDate);
    if (left > EXPIRING_DAYS) return { requirement, status: 'complete', text: null };
    return { requirement, status: 'expiring', text: `${CERTIFICATE_KIND_LABELS[best.kind]} expires ${best.expiryDate}` };
  }
  const future = mine.filter((c) => c.effectiveDate > today);
  if (future.length > 0) {
    const first = future.reduce((a, b) => (b.effectiveDate < a.effectiveDate ? b : a));
    return { requirement, status: 'missing', text: `${CERTIFICATE_KIND_LABELS[first.kind]} not in force until ${first.effectiveDate}` };
  }
  if (mine.length > 0) {
    const last = mine.reduce((a, b) => (b.expiryDate > a.expiryDate ? b : a));
    return { requirement, status: 'expired', text: `${CERTIFICATE_KIND_LABELS[last.kind]} expired ${last.expiryDate}` };
  }
  const label = kinds.length > 1 ? "workers' compensation certificate or exemption" : CERTIFICATE_KIND_LABELS[kinds[0]];
  return { requirement, status: 'missing', text: `${label} missing` };
}

/** A payee's compliance on a day (YYYY-MM-DD): its status and, for each requirement not complete, what to request. */
export function payeeCompliance(p: PayeePapers, today: string): Compliance {
  const requirements: RequirementState[] = requirementsOf(p).map((r) => {
    if (r === 'w9') return { requirement: 'w9', status: p.hasW9 ? 'complete' : 'missing', text: p.hasW9 ? null : 'W-9 missing' };
    if (r === 'general_liability') return certificateState(r, p.certificates, ['general_liability'], today);
    return certificateState(r, p.certificates, ['workers_comp', 'workers_comp_exemption'], today);
  });
  const status = requirements.reduce<ComplianceStatus>((s, r) => (RANK[r.status] > RANK[s] ? r.status : s), 'complete');
  return { status, requirements, missing: requirements.flatMap((r) => (r.text === null ? [] : [r.text])) };
}

/** Whether a payment to a payee in this status is held until someone with the right gives a reason (issue 44 scope 3). */
export function isHeld(status: ComplianceStatus): boolean {
  return status !== 'complete';
}

/** The 409 message of a held payment: who, what is missing, and what to do. */
export function holdMessage(name: string, missing: readonly string[]): string {
  return `Pay ${name} anyway? ${missing.join('; ')}. Give a reason to override.`;
}

/** The last day a certificate counts as complete rather than expiring, for a given today (tests and reminders). */
export function lastExpiringDay(today: string): string {
  return addDays(today, EXPIRING_DAYS);
}
