import { type Cents, cents } from './money';

/** Default daily rate used in overrun estimates when an employee has none (spec part 1 §9), dollars. */
export const DEFAULT_DAILY_RATE = 175;

export type WorkRecordPayInput = {
  entryType: string;
  days: number | null;
  hours: number | null;
  customPay: Cents | null;
  dailyRate: Cents | null;
  hourlyRate: Cents | null;
};

/**
 * rate × quantity for a quantity with at most 2 decimals (days, hours), rounded half away from zero to the cent,
 * exact in integers: a float product of a large rate can land just under a half cent (23,422,930 ¢ × 723.55 h).
 */
function payCents(rate: Cents, quantity: number): Cents {
  const product = rate * Math.round(quantity * 100); // hundredths of a cent; |rate| ≤ 1e8, |hundredths| ≤ 1e6: exact
  const abs = Math.abs(product);
  const whole = (abs - (abs % 100)) / 100 + (abs % 100 >= 50 ? 1 : 0);
  return cents(product < 0 ? -whole : whole);
}

/**
 * Labor pay of one work record in cents: days × (customPay ?? dailyRate) for day entries, hours × hourlyRate
 * for hour entries, rounded half away from zero to the cent. The SQL function labor_pay() is the same formula
 * (server/db/rule-fragments-labor.test.ts compares them).
 */
export function laborPay(r: WorkRecordPayInput): Cents {
  if (r.entryType === 'hours') return payCents(r.hourlyRate ?? cents(0), r.hours ?? 0);
  return payCents(r.customPay ?? r.dailyRate ?? cents(0), r.days ?? 0);
}

/**
 * Whether a work record has no rate to be priced at, so laborPay prices it at $0: an hour entry whose employee has
 * no hourly rate (none or 0), a day entry without custom pay whose employee has no daily rate (none or 0). Custom
 * pay, even $0, is a rate someone chose. The SQL function labor_rate_missing() (migration 0030) is its twin.
 */
export function laborRateMissing(r: Pick<WorkRecordPayInput, 'entryType' | 'customPay' | 'dailyRate' | 'hourlyRate'>): boolean {
  if (r.entryType === 'hours') return (r.hourlyRate ?? 0) === 0;
  return r.customPay === null && (r.dailyRate ?? 0) === 0;
}
