import { z } from 'zod';
import { todayIso } from './dates';
import { lazySchema } from './lazy-schema';
import { idParam, looseNumber, optionalText, parseId, requiredIdSchema } from './validation';
import { dateSchema } from './validation-dates';
import { hasAtMostTwoDecimals, MAX_RATE, moneyNumber } from './validation-money';

const halfStep = (n: number) => Number.isInteger(n * 2);

/** Refusal of a work record dated after today. */
export const FUTURE_WORK_MESSAGE = 'Work cannot be recorded on a future date';

/** POST/PUT /api/time-entries: a day entry of one employee on one project (spec part 1 §5 work record). */
export const workRecordInputSchema = lazySchema(() =>
  z
    .object({
      projectId: requiredIdSchema('Project is required', 'Invalid project ID'),
      employeeId: requiredIdSchema('Please select an employee', 'Invalid employee ID'),
      date: dateSchema('Date'),
      entryType: z.enum(['days', 'hours'], { error: 'Entry type must be days or hours' }).default('days'),
      days: looseNumber({ invalid: 'Days must be a number' }),
      hours: looseNumber({ invalid: 'Hours must be a number' }).pipe(
        z
          .number()
          .min(0, 'Hours cannot be negative')
          .max(24 * 31, 'Hours must be at most 744')
          .refine(hasAtMostTwoDecimals, 'Hours can have at most 2 decimals')
          .nullable(),
      ),
      customPay: looseNumber({ invalid: 'Custom pay must be a number' }).pipe(moneyNumber('Custom pay', { max: MAX_RATE }).nullable()),
      description: optionalText(2000, 'Description'),
      /**
       * Its cost code's id (issue 42); null, '' or 'none': the crew member's trade's default. Omitted: none on a new
       * record, and the stored one kept on an edit (a client that knows no cost codes does not clear it).
       */
      costCodeId: z
        .unknown()
        .optional()
        .transform((v, ctx): number | null | undefined => {
          if (v === undefined) return undefined;
          if (v === null || v === '' || v === 'none') return null;
          const id = parseId(v);
          if (id === null) ctx.addIssue({ code: 'custom', message: 'Invalid cost code ID' });
          return id ?? z.NEVER;
        }),
    })
    .superRefine((r, ctx) => {
      // Work is recorded after it is done: a future day would pay wages not yet earned (the server's local date rules).
      if (r.date > todayIso()) ctx.addIssue({ code: 'custom', path: ['date'], message: FUTURE_WORK_MESSAGE });
      if (r.entryType === 'hours') {
        if (r.hours === null || r.hours === undefined || r.hours <= 0)
          ctx.addIssue({ code: 'custom', path: ['hours'], message: 'Hours is required' });
        return;
      }
      if (r.days === null) {
        ctx.addIssue({ code: 'custom', path: ['days'], message: 'Days is required' });
      } else if (r.days <= 0) {
        ctx.addIssue({ code: 'custom', path: ['days'], message: 'Days must be greater than 0' });
      } else if (r.days > 31) {
        ctx.addIssue({ code: 'custom', path: ['days'], message: 'Days must be at most 31' });
      } else if (!halfStep(r.days)) {
        ctx.addIssue({ code: 'custom', path: ['days'], message: 'Days must be in steps of 0.5' });
      }
    })
    .transform((r) => ({ ...r, hours: r.hours ?? null })),
);
export type WorkRecordInput = z.infer<typeof workRecordInputSchema>;

/** Query of GET /api/time-entries. */
export const workRecordListQuerySchema = lazySchema(() =>
  z.object({
    projectId: idParam('Invalid project ID').optional(),
  }),
);

/** A work record as the API returns it, with the employee's name and the labor pay it costs. */
export const workRecordSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    projectId: z.number().int(),
    employeeId: z.number().int().nullable(),
    subcontractorId: z.number().int().nullable(),
    date: z.string(),
    hours: z.number().nullable(),
    days: z.number().nullable(),
    entryType: z.string(),
    customPay: z.number().nullable(),
    description: z.string().nullable(),
    /** The cost code chosen for it (issue 42); null: the crew member's trade's default (defaultCostCodeSql). */
    costCodeId: z.number().int().nullable(),
    createdAt: z.string(),
    /** The user who entered it (a foreman changes only his own, docs/decisions/); null: the office's (before
     * migration 0051, sign-in off). */
    enteredBy: z.number().int().nullable(),
    employeeName: z.string().nullable(),
    /** The rate used: custom pay, else the employee's daily (or hourly) rate. */
    rate: z.number().nullable(),
    /** Labor pay of the record in dollars (docs/product/rules.md). */
    pay: z.number(),
  }),
);
export type WorkRecord = z.infer<typeof workRecordSchema>;

/** A work record as a foreman gets it (issue 16): the day, not the rate or the pay. */
export const foremanWorkRecordSchema = lazySchema(() => workRecordSchema.omit({ customPay: true, rate: true, pay: true }));

/** POST /api/projects/{id}/employees. */
export const assignEmployeeInputSchema = lazySchema(() =>
  z.object({
    employeeId: requiredIdSchema('Please select an employee', 'Invalid employee ID'),
  }),
);

/** A team assignment with its employee (spec part 1 §3.2 Assignment). */
export const assignmentSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    projectId: z.number().int(),
    employeeId: z.number().int(),
    hoursWorked: z.number(),
    assignedDate: z.string(),
    employee: z.object({
      id: z.number().int(),
      name: z.string(),
      position: z.string(),
      payType: z.string(),
      dailyRate: z.number().nullable(),
      hourlyRate: z.number().nullable(),
      active: z.boolean(),
    }),
  }),
);
export type Assignment = z.infer<typeof assignmentSchema>;

/** A team member as a foreman gets it (issue 16): who, not their pay rates. */
export const foremanAssignmentSchema = lazySchema(() =>
  assignmentSchema.extend({
    employee: assignmentSchema.shape.employee.pick({ id: true, name: true, position: true, active: true }),
  }),
);
