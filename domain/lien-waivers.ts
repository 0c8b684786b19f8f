/**
 * Lien waivers (issue 44 scope 4): what a waiver is and the words it prints, in the product's own words. A waiver to
 * collect is the release a subcontractor or supplier signs for a payment Plumbline's contractor made; a waiver to give
 * is the contractor's release for a payment received from the client. Conditional waivers take effect only once the
 * payment clears; unconditional ones release on signing. Progress waivers cover work through a date; final ones the
 * whole job. No statutory text is shipped: where a state prescribes its wording, the owner pastes it once as that
 * state's template and it is used instead (docs/decisions/101-lien-waivers.md).
 */

export const WAIVER_DIRECTIONS = ['collect', 'give'] as const;
export type WaiverDirection = (typeof WAIVER_DIRECTIONS)[number];

export const WAIVER_KINDS = ['conditional_progress', 'unconditional_progress', 'conditional_final', 'unconditional_final'] as const;
export type WaiverKind = (typeof WAIVER_KINDS)[number];

export const WAIVER_STATUSES = ['requested', 'received', 'signed'] as const;
export type WaiverStatus = (typeof WAIVER_STATUSES)[number];

export const WAIVER_KIND_TITLES: Record<WaiverKind, string> = {
  conditional_progress: 'Conditional waiver and release on progress payment',
  unconditional_progress: 'Unconditional waiver and release on progress payment',
  conditional_final: 'Conditional waiver and release on final payment',
  unconditional_final: 'Unconditional waiver and release on final payment',
};

/** The fields a waiver's text is filled with; a template names them in braces, e.g. {amount}. */
export type WaiverFields = {
  /** Who gives up lien rights: the payee (to collect) or the contractor (to give). */
  claimant: string;
  /** Who paid: the contractor (to collect) or the client (to give). */
  customer: string;
  /** The owner of the property, when known (the client); else the customer. */
  owner: string;
  job: string;
  jobLocation: string;
  /** "$12,500.00". */
  amount: string;
  /** "December 1, 2026". */
  throughDate: string;
};

export const WAIVER_PLACEHOLDERS: readonly (keyof WaiverFields)[] = [
  'claimant',
  'customer',
  'owner',
  'job',
  'jobLocation',
  'amount',
  'throughDate',
];

const GENERIC: Record<WaiverKind, string> = {
  conditional_progress:
    'Upon receipt by {claimant} of a payment from {customer} in the sum of {amount} for labor, services, equipment or material furnished to {job} ({jobLocation}), and when that payment has cleared the bank on which it is drawn, {claimant} waives and releases any lien, stop payment notice and payment bond right it has for the labor, services, equipment and material it furnished to the job through {throughDate}. This release covers that progress payment only. It does not cover retainage, extras not yet paid, or labor, services, equipment or material furnished after {throughDate}. If the payment does not clear, this waiver has no effect.',
  unconditional_progress:
    '{claimant} has been paid and has received a progress payment in the sum of {amount} from {customer} for labor, services, equipment or material furnished to {job} ({jobLocation}), and waives and releases any lien, stop payment notice and payment bond right it has for the labor, services, equipment and material it furnished to the job through {throughDate}. This release covers that progress payment only. It does not cover retainage, extras not yet paid, or labor, services, equipment or material furnished after {throughDate}. Sign this waiver only once the payment has been received and has cleared.',
  conditional_final:
    'Upon receipt by {claimant} of a final payment from {customer} in the sum of {amount} for all labor, services, equipment or material furnished to {job} ({jobLocation}), and when that payment has cleared the bank on which it is drawn, {claimant} waives and releases any lien, stop payment notice and payment bond right it has on the job. If the payment does not clear, this waiver has no effect.',
  unconditional_final:
    '{claimant} has been paid in full, a final payment in the sum of {amount} from {customer}, for all labor, services, equipment or material furnished to {job} ({jobLocation}), and waives and releases any lien, stop payment notice and payment bond right it has on the job. Sign this waiver only once the final payment has been received and has cleared.',
};

/** The product's own text of a waiver kind, with its placeholders. */
export function genericWaiverText(kind: WaiverKind): string {
  return GENERIC[kind];
}

/**
 * A template's text filled with the waiver's fields: each {name} of WAIVER_PLACEHOLDERS is replaced by its value;
 * any other braces are left as written (so a pasted statutory text keeps its own).
 */
export function fillWaiverText(template: string, fields: WaiverFields): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) =>
    (WAIVER_PLACEHOLDERS as readonly string[]).includes(name) ? fields[name as keyof WaiverFields] : whole,
  );
}

/** The placeholders a template uses that are not known (a typo such as {amout}), so the owner can fix them. */
export function unknownPlaceholders(template: string): string[] {
  const found = [...template.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]);
  return [...new Set(found.filter((n) => !(WAIVER_PLACEHOLDERS as readonly string[]).includes(n)))];
}

/** A waiver to collect is overdue when it was asked for a payment made 14 or more days ago and has not come back. */
export const WAIVER_OVERDUE_DAYS = 14;

/** Whether a waiver to collect is overdue on `today` (ISO dates). */
export function waiverOverdue(w: { direction: WaiverDirection; status: WaiverStatus; paidDate: string | null }, today: string): boolean {
  if (w.direction !== 'collect' || w.status !== 'requested' || w.paidDate === null) return false;
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${w.paidDate}T00:00:00Z`)) / 86_400_000;
  return days >= WAIVER_OVERDUE_DAYS;
}
