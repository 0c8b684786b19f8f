import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { idParam, noBodySchema, queryInt } from '../validation';
import { defineEndpoint } from './endpoint';

/** A number with at most 2 decimals from min to max, read as hundredths (6.2 % → 620 bp; $7,000 → 700000 ¢). */
function hundredths(label: string, min: number, max: number, unit: '%' | '$') {
  const range = unit === '%' ? `${min} to ${max} %` : `$${min} to $${max.toLocaleString('en-US')}`;
  const message = `${label} must be a number from ${range} with at most 2 decimals`;
  return z.unknown().transform((v, ctx): number => {
    const n = typeof v === 'number' && Number.isFinite(v) ? v : Number.NaN;
    const scaled = Math.round(n * 100);
    if (Number.isNaN(n) || n < min || n > max || Math.abs(scaled / 100 - n) > 1e-9 * Math.max(1, Math.abs(n))) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return scaled;
  });
}
const percent = (label: string) => hundredths(label, 0, 100, '%');
const wageBase = (label: string) => hundredths(label, 0, 10_000_000, '$');

export const yearParamsSchema = lazySchema(() => z.object({ year: queryInt('Year', 2000, 2999) }));
export const employeeYearParamsSchema = lazySchema(() => z.object({ id: idParam(), year: queryInt('Year', 2000, 2999) }));

/** PUT body of the year's rates: percentages (6.2 = 6.2 %) and wage bases in dollars; the answer has the same units. */
export const burdenYearInputSchema = lazySchema(() =>
  z
    .object({
      socialSecurityRate: percent('Social Security rate'),
      socialSecurityWageBase: wageBase('Social Security wage base'),
      medicareRate: percent('Medicare rate'),
      futaRate: percent('FUTA rate'),
      futaWageBase: wageBase('FUTA wage base'),
      sutaRate: percent('SUTA rate'),
      sutaWageBase: wageBase('SUTA wage base'),
      generalLiabilityRate: percent('General liability rate'),
    })
    .strict(),
);
export type BurdenYearInput = z.input<typeof burdenYearInputSchema>;

export const burdenYearSchema = lazySchema(() =>
  z.object({
    year: z.number().int(),
    /** 'year': its own row; 'earlier year': the latest earlier year's rates (sourceYear); 'defaults': the 2026 defaults. */
    source: z.enum(['year', 'earlier year', 'defaults']),
    sourceYear: z.number().int().nullable(),
    socialSecurityRate: z.number(),
    socialSecurityWageBase: z.number(),
    medicareRate: z.number(),
    futaRate: z.number(),
    futaWageBase: z.number(),
    sutaRate: z.number(),
    sutaWageBase: z.number(),
    generalLiabilityRate: z.number(),
  }),
);
export type BurdenYear = z.infer<typeof burdenYearSchema>;

/** PUT body of an employee's burden for a year: workers' comp class (4 digits or empty) and rate per $100, overrides. */
export const employeeBurdenInputSchema = lazySchema(() =>
  z
    .object({
      workersCompClassCode: z
        .string({ message: "Workers' comp class code must be 4 digits, or empty" })
        .trim()
        .regex(/^(\d{4})?$/, "Workers' comp class code must be 4 digits, or empty")
        .optional()
        .default(''),
      workersCompRatePer100: hundredths("Workers' comp rate per $100", 0, 100, '$'),
      sutaRate: percent('SUTA rate override').nullable().optional(),
      generalLiabilityRate: percent('General liability rate override').nullable().optional(),
    })
    .strict(),
);
export type EmployeeBurdenInput = z.input<typeof employeeBurdenInputSchema>;

export const employeeBurdenSchema = lazySchema(() =>
  z.object({
    employeeId: z.number().int(),
    year: z.number().int(),
    /** false: no burden row for the year, his wages count at wage only (the other fields are then defaults). */
    burdened: z.boolean(),
    workersCompClassCode: z.string(),
    workersCompRatePer100: z.number(),
    sutaRate: z.number().nullable(),
    generalLiabilityRate: z.number().nullable(),
  }),
);
export type EmployeeBurden = z.infer<typeof employeeBurdenSchema>;

export const laborCostQuerySchema = lazySchema(() => z.object({ year: queryInt('Year', 2000, 2999).optional() }));

export const projectLaborCostSchema = lazySchema(() =>
  z.object({
    projectId: z.number().int(),
    year: z.number().int().nullable(),
    wage: z.number(),
    burden: z.object({
      socialSecurity: z.number(),
      medicare: z.number(),
      futa: z.number(),
      suta: z.number(),
      workersComp: z.number(),
      generalLiability: z.number(),
      total: z.number(),
    }),
    burdened: z.number(),
    /** Employees with work on the job burdened in (some of) its years, and those counted at wage only. */
    burdenedEmployees: z.number().int(),
    unburdenedEmployees: z.number().int(),
  }),
);
export type ProjectLaborCost = z.infer<typeof projectLaborCostSchema>;

/** Burdened labor (issue 42 scope 5): the year's employer rates, each employee's profile, a job's burdened labor. */
export const laborBurdenApi = {
  getYear: defineEndpoint({ method: 'GET', path: '/api/labor-burden/years/:year', params: yearParamsSchema, response: burdenYearSchema }),
  saveYear: defineEndpoint({
    method: 'PUT',
    path: '/api/labor-burden/years/:year',
    params: yearParamsSchema,
    body: burdenYearInputSchema,
    response: burdenYearSchema,
  }),
  getEmployee: defineEndpoint({
    method: 'GET',
    path: '/api/employees/:id/burden/:year',
    params: employeeYearParamsSchema,
    response: employeeBurdenSchema,
  }),
  saveEmployee: defineEndpoint({
    method: 'PUT',
    path: '/api/employees/:id/burden/:year',
    params: employeeYearParamsSchema,
    body: employeeBurdenInputSchema,
    response: employeeBurdenSchema,
  }),
  removeEmployee: defineEndpoint({
    method: 'DELETE',
    path: '/api/employees/:id/burden/:year',
    params: employeeYearParamsSchema,
    body: noBodySchema,
    response: employeeBurdenSchema,
  }),
  projectLaborCost: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id/labor-cost',
    params: lazySchema(() => z.object({ id: idParam() })),
    query: laborCostQuerySchema,
    response: projectLaborCostSchema,
  }),
};
