import { daysBetween } from '../../../domain/dates';

/** Insurance expiring within this many days is flagged on the card. */
export const INSURANCE_WARNING_DAYS = 30;

export type InsuranceStatus = { label: string; color: 'red' | 'yellow' } | null;

/**
 * The card's insurance badge: red 'Insurance expired' after the expiry date, yellow 'Expires in N days' from
 * 30 days before it ('Expires today' on the day), none when the date is further out or not recorded.
 */
export function insuranceStatus(expiry: string | null, today: string): InsuranceStatus {
  if (!expiry) return null;
  const left = daysBetween(today, expiry.slice(0, 10));
  if (left < 0) return { label: 'Insurance expired', color: 'red' };
  if (left > INSURANCE_WARNING_DAYS) return null;
  if (left === 0) return { label: 'Expires today', color: 'yellow' };
  return { label: `Expires in ${left} ${left === 1 ? 'day' : 'days'}`, color: 'yellow' };
}
