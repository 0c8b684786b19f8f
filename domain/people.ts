import { z } from 'zod';
import { optionalTinSchema } from './accounting-1099';
import { checkPayeeTin, optionalTinKindSchema } from './backup-withholding';
import { lazySchema } from './lazy-schema';
import { formatUsd } from './money';
import { effectiveFromSchema } from './pay-rates';
import { paymentMethodSchema } from './payment-methods';
import { optionalEmailSchema, optionalText, requiredText as text, textSchema } from './validation';
import { optionalDateSchema } from './validation-dates';
import { MAX_RATE, moneyNumber } from './validation-money';

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

/** Preferred payment method choices of the employee form: the one list of domain/payment-methods.ts. */
export { PAYMENT_METHODS } from './payment-methods';

const requiredText = (message: string, max = 255) => text(message, max);

/** A rate from a form or JSON: a number or plain decimal string; '', null or omitted mean 0. Dollars, ≥ 0, 2 decimals. */
const rateSchema = (label: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: `${label} must be a number` })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return 0;
      if (typeof v === 'number') return v;
      // Not z.coerce.number: inside a union it answered 'Invalid input' for 'abc', and it took true, '1e3', '0x10'.
      if (!/^-?\d+(\.\d+)?$/.test(v)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      return Number(v);
    })
    .pipe(moneyNumber(label, { max: MAX_RATE }));

/** POST/PUT /api/suppliers. Specialties arrive as a list (the form splits comma-separated text). */
export const supplierInputSchema = lazySchema(() =>
  z
    .object({
      name: requiredText('Company name is required'),
      contactPerson: optionalText(255, 'Contact person'),
      email: optionalEmailSchema,
      phone: optionalText(50, 'Phone'),
      address: optionalText(1000, 'Address'),
      specialties: z
        .array(
          textSchema('Each specialty must be text')
            .transform((v) => v.trim())
            .pipe(z.string().max(100, 'Each specialty must be at most 100 characters')),
          { error: 'Specialties must be a list' },
        )
        .max(50, 'At most 50 specialties')
        .optional()
        .transform((list) => (list ?? []).filter((s) => s.length > 0)),
      /** A service provider paid like a subcontractor: its payments count toward the 1099-NEC (docs/decisions/). */
      is1099Payee: z.boolean({ error: '1099 payee must be true or false' }).default(false),
      tin: optionalTinSchema,
      /** 'ssn' or 'ein' (IRIS asks for it); dropped without a TIN. */
      tinKind: optionalTinKindSchema,
      w9OnFile: z.boolean({ error: 'W-9 on file must be true or false' }).default(false),
    })
    .superRefine(checkPayeeTin),
);
export type SupplierInput = z.infer<typeof supplierInputSchema>;

export const supplierSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    contactPerson: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    specialties: z.array(z.string()),
    is1099Payee: z.boolean(),
    tin: z.string().nullable(),
    tinKind: z.enum(['ssn', 'ein']).nullable(),
    w9OnFile: z.boolean(),
    createdAt: z.string(),
  }),
);
export type Supplier = z.infer<typeof supplierSchema>;

/**
 * A supplier as a foreman gets it (issue 38 scope 2): who it is and what it sells, for picking one on an expense.
 * Its tax id, phone, e-mail and 1099 standing are the office's.
 */
export const foremanSupplierSchema = lazySchema(() =>
  supplierSchema.pick({ id: true, name: true, contactPerson: true, address: true, specialties: true, createdAt: true }),
);

/**
 * POST/PUT /api/employees. Daily rate defaults to 0; empty email/phone/handle are stored as null. effectiveFrom
 * (default today, never after it) is the day a changed rate takes effect: work before it keeps its rate.
 */
export const employeeInputSchema = lazySchema(() =>
  z.object({
    name: requiredText('Name is required'),
    email: optionalEmailSchema,
    phone: optionalText(50, 'Phone'),
    position: requiredText('Position is required', 100),
    dailyRate: rateSchema('Daily rate'),
    hourlyRate: rateSchema('Hourly rate').optional(),
    payType: z.enum(['hourly', 'daily'], { error: 'Pay type must be hourly or daily' }).default('hourly'),
    preferredPaymentMethod: paymentMethodSchema.default('cash'),
    cashappHandle: optionalText(100, 'Cash App handle'),
    active: z.boolean({ error: 'Active must be true or false' }).default(true),
    effectiveFrom: effectiveFromSchema,
  }),
);
export type EmployeeInput = z.infer<typeof employeeInputSchema>;

export const employeeSchema = lazySchema(() =>
  z.object({
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
  }),
);
export type Employee = z.infer<typeof employeeSchema>;

/**
 * Whether someone is paid by the hour: pay type hourly with an hourly rate to pay it at (the spec's default pay type
 * 'hourly' without a rate is a day worker). The timesheet's SQL (server/features/timesheet/service.ts) says the same.
 */
export function paidByTheHour(e: Pick<Employee, 'payType' | 'hourlyRate'> | undefined): boolean {
  return e?.payType === 'hourly' && (e.hourlyRate ?? 0) > 0;
}

/** POST/PUT /api/subcontractors. */
export const subcontractorInputSchema = lazySchema(() =>
  z
    .object({
      name: requiredText('Name is required'),
      company: optionalText(255, 'Company'),
      email: optionalEmailSchema,
      phone: optionalText(50, 'Phone'),
      specialty: requiredText('Specialty is required'),
      licenseNumber: optionalText(100, 'License number'),
      insuranceExpiry: optionalDateSchema('Insurance expiry'),
      /** SSN or EIN for the 1099-NEC, optional (stored as 9 digits, shown masked). */
      tin: optionalTinSchema,
      /** 'ssn' or 'ein' (IRIS asks for it); dropped without a TIN. */
      tinKind: optionalTinKindSchema,
      w9OnFile: z.boolean({ error: 'W-9 on file must be true or false' }).default(false),
      active: z.boolean({ error: 'Active must be true or false' }).default(true),
    })
    .superRefine(checkPayeeTin),
);
export type SubcontractorInput = z.infer<typeof subcontractorInputSchema>;

export const subcontractorSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    company: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    specialty: z.string(),
    licenseNumber: z.string().nullable(),
    insuranceExpiry: z.string().nullable(),
    tin: z.string().nullable(),
    tinKind: z.enum(['ssn', 'ein']).nullable(),
    w9OnFile: z.boolean(),
    active: z.boolean(),
    createdAt: z.string(),
  }),
);
export type Subcontractor = z.infer<typeof subcontractorSchema>;

/** Rate text of the team card: "$X/day", "$X/hr" or "Rate not set". */
export function rateText(e: { payType: string; dailyRate: number | null; hourlyRate: number | null }): string {
  const fmt = formatUsd;
  if (e.payType === 'hourly') return e.hourlyRate ? `${fmt(e.hourlyRate)}/hr` : e.dailyRate ? `${fmt(e.dailyRate)}/day` : 'Rate not set';
  return e.dailyRate ? `${fmt(e.dailyRate)}/day` : e.hourlyRate ? `${fmt(e.hourlyRate)}/hr` : 'Rate not set';
}
