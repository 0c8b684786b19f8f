import { type Cents, cents, mulCents } from './money';

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
 * Labor pay of one work record in cents: days × (customPay ?? dailyRate) for day entries, hours × hourlyRate
 * for hour entries, rounded to the cent. The SQL function labor_pay() is the same formula.
 */
export function laborPay(r: WorkRecordPayInput): Cents {
  if (r.entryType === 'hours') return mulCents(r.hourlyRate ?? cents(0), r.hours ?? 0);
  return mulCents(r.customPay ?? r.dailyRate ?? cents(0), r.days ?? 0);
}
