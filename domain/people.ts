import { z } from 'zod';
import { toIsoDate } from './dates';
import { optionalEmailSchema, optionalText } from './validation';

/** Position choices of the employee form (spec part 1 §2.15). */
export const EMPLOYEE_POSITIONS = [
  'General Labor',
  'Carpenter',
  'Electrician',
  'Plumber',
  'Painter',
  'Roofer',
  'Concrete Worker',
  'Heavy Equipment Operator',
  'Foreman',
  'Project Manager',
  'Supervisor',
  'Assistant',
] as const;

/** Preferred payment method choices of the employee form. */
export const PAYMENT_METHODS = ['cash', 'cashapp', 'check'] as const;

const requiredText = (message: string, max = 255) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** A rate from a form or JSON: a number or numeric string; '', null or omitted mean 0. Dollars, ≥ 0, 2 decimals. */
const rateSchema = (label: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: `${label} must be a number` })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null) return 0;
      if (typeof v === 'number') return v;
      const text = v.trim();
      if (text === '') return 0;
      // Not z.coerce.number: inside a union it answered 'Invalid input' for 'abc', and it took true, '1e3', '0x10'.
      if (!/^-?\d+(\.\d+)?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(
      z
        .number()
        .min(0, `${label} cannot be negative`)
        .max(999_999.99, `${label} must be at most 999,999.99`)
        .refine((n) => Math.abs(Math.round(n * 100) / 100 - n) < 1e-9, `${label} can have at most 2 decimals`),
    );

/** POST/PUT /api/suppliers. Specialties arrive as a list (the form splits comma-separated text). */
export const supplierInputSchema = z.object({
  name: requiredText('Company name is required'),
  contactPerson: optionalText(255, 'Contact person'),
  email: optionalEmailSchema,
  phone: optionalText(50, 'Phone'),
  address: optionalText(1000, 'Address'),
  specialties: z
    .array(z.string().trim().max(100, 'Each specialty must be at most 100 characters'))
    .max(50, 'At most 50 specialties')
    .optional()
    .transform((list) => (list ?? []).filter((s) => s.length > 0)),
});
export type SupplierInput = z.infer<typeof supplierInputSchema>;

export const supplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contactPerson: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  specialties: z.array(z.string()),
  createdAt: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;

/** POST/PUT /api/employees. Daily rate defaults to 0; empty email/phone/handle are stored as null. */
export const employeeInputSchema = z.object({
  name: requiredText('Name is required'),
  email: optionalEmailSchema,
  phone: optionalText(50, 'Phone'),
  position: requiredText('Position is required', 100),
  dailyRate: rateSchema('Daily rate'),
  hourlyRate: rateSchema('Hourly rate').optional(),
  payType: z.enum(['hourly', 'daily'], { error: 'Pay type must be hourly or daily' }).default('daily'),
  preferredPaymentMethod: z.enum(PAYMENT_METHODS, { error: 'Payment method must be cash, cashapp or check' }).default('cash'),
  cashappHandle: optionalText(100, 'Cash App handle'),
  active: z.boolean().default(true),
});
export type EmployeeInput = z.infer<typeof employeeInputSchema>;

export const employeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  position: z.string(),
  hourlyRate: z.number().nullable(),
  dailyRate: z.number().nullable(),
  payType: z.string(),
  cashappHandle: z.string().nullable(),
  preferredPaymentMethod: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** POST/PUT /api/subcontractors. */
export const subcontractorInputSchema = z.object({
  name: requiredText('Name is required'),
  company: optionalText(255, 'Company'),
  email: optionalEmailSchema,
  phone: optionalText(50, 'Phone'),
  specialty: requiredText('Specialty is required'),
  licenseNumber: optionalText(100, 'License number'),
  insuranceExpiry: z
    .union([z.string(), z.null()], { error: 'Insurance expiry must be a date (YYYY-MM-DD)' })
    .optional()
    .transform((v, ctx) => {
      if (!v || v.trim() === '') return null;
      // 'YYYY-MM-DD' or a full ISO timestamp (its date part), like every other calendar date (docs/decisions.md).
      const date = toIsoDate(v);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: 'Insurance expiry must be a date (YYYY-MM-DD)' });
        return z.NEVER;
      }
      return date;
    }),
  active: z.boolean().default(true),
});
export type SubcontractorInput = z.infer<typeof subcontractorInputSchema>;

export const subcontractorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  specialty: z.string(),
  licenseNumber: z.string().nullable(),
  insuranceExpiry: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Subcontractor = z.infer<typeof subcontractorSchema>;

/** Rate text of the team card: "$X/day", "$X/hr" or "Rate not set". */
export function rateText(e: { payType: string; dailyRate: number | null; hourlyRate: number | null }): string {
  const fmt = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  if (e.payType === 'hourly') return e.hourlyRate ? `${fmt(e.hourlyRate)}/hr` : e.dailyRate ? `${fmt(e.dailyRate)}/day` : 'Rate not set';
  return e.dailyRate ? `${fmt(e.dailyRate)}/day` : e.hourlyRate ? `${fmt(e.hourlyRate)}/hr` : 'Rate not set';
}
