import type { advancesApi } from '../../../domain/api/advances';
import type { RequestOf } from '../../../domain/api/endpoint';
import { todayIso } from '../../../domain/dates';
import { advanceInputSchema, type PayrollMethod } from '../../../domain/payroll';

/** The body of POST /api/payroll-advances, as its contract types it. */
export type AdvancePayload = RequestOf<typeof advancesApi.create>['body'];

/** What the Create Payroll Advance form edits. Selects hold string ids; Amount holds '' while empty. */
export type AdvanceFormValues = {
  employeeId: string | null;
  amount: number | string;
  reason: string;
  advanceDate: string | null;
  paymentMethod: PayrollMethod;
  projectId: string | null;
  deductFromProject: boolean;
};

/** A blank advance dated today, paid by cashapp (spec part 2 §9). */
export function emptyAdvanceValues(today: string = todayIso()): AdvanceFormValues {
  return {
    employeeId: null,
    amount: '',
    reason: '',
    advanceDate: today,
    paymentMethod: 'cashapp',
    projectId: null,
    deductFromProject: false,
  };
}

/** The values as the schema reads them: deducting only counts while a project is chosen (the checkbox is hidden otherwise). */
export function toAdvanceInput(v: AdvanceFormValues) {
  return { ...v, projectId: v.projectId || null, deductFromProject: v.projectId ? v.deductFromProject : false };
}

/** Validates with the server's schema and builds the POST /api/payroll-advances body; throws when invalid. */
export function toAdvancePayload(v: AdvanceFormValues): AdvancePayload {
  const p = advanceInputSchema.parse(toAdvanceInput(v));
  return {
    employeeId: p.employeeId,
    amount: p.amount,
    reason: p.reason,
    advanceDate: p.advanceDate,
    status: 'pending',
    paymentMethod: p.paymentMethod,
    projectId: p.projectId,
    deductFromProject: p.deductFromProject,
  };
}
