import type { RequestOf } from '../../../domain/api/endpoint';
import type { expensesApi } from '../../../domain/api/expenses';
import { todayIso } from '../../../domain/dates';
import { type ExpenseListItem, expenseInputSchema, materialExpenseInputSchema } from '../../../domain/expenses';
import { NONE } from './expense-options';

/** What the expense form edits. Selects hold string ids ('none' = unset); Amount holds '' while empty. */
export type ExpenseFormValues = {
  projectId: string | null;
  category: string | null;
  description: string;
  amount: number | string;
  date: string | null;
  supplierId: string;
  employeeId: string;
  subcontractorId: string;
  receiptNumber: string;
  notes: string;
  /** One of EXPENSE_PAYMENT_METHODS, or 'none' (not recorded). */
  paymentMethod: string;
  /** A payment-app payment's account: 'personal' or 'business'; '' otherwise (or not chosen yet: personal). */
  paymentAccount: string;
  /** Its cost code ('06'), or '' for the category's default (issue 42). */
  costCode: string;
  /** The commitment line it bills against, or 'none'; kept through an edit. */
  commitmentLineId: string;
  /** Why it goes above its commitment line (asked only then). */
  overCommitmentReason: string;
};

/** JSON body of POST /api/expenses and PUT /api/expenses/{id}, as the contract types it ('none' ids are sent as null). */
export type ExpensePayload = RequestOf<typeof expensesApi.create>['body'];

const idText = (id: number | null) => (id === null ? NONE : String(id));

/** Blank form for a new expense dated today, optionally for a preselected project. */
export function emptyExpenseValues(projectId: number | null = null, today: string = todayIso()): ExpenseFormValues {
  return {
    projectId: projectId === null ? null : String(projectId),
    category: null,
    description: '',
    amount: '',
    date: today,
    supplierId: NONE,
    employeeId: NONE,
    subcontractorId: NONE,
    receiptNumber: '',
    notes: '',
    paymentMethod: NONE,
    paymentAccount: '',
    costCode: '',
    commitmentLineId: NONE,
    overCommitmentReason: '',
  };
}

/** The form prefilled from a stored expense (edit mode). */
export function expenseToFormValues(e: ExpenseListItem): ExpenseFormValues {
  return {
    projectId: String(e.projectId),
    category: e.category,
    description: e.description,
    // '1250.50', not 1250.5: the input shows stored cents as a person would write them.
    amount: e.amount.toFixed(2),
    date: e.date.slice(0, 10),
    supplierId: idText(e.supplierId),
    employeeId: idText(e.employeeId),
    subcontractorId: idText(e.subcontractorId),
    receiptNumber: e.receiptNumber ?? '',
    notes: e.notes ?? '',
    paymentMethod: e.paymentMethod ?? NONE,
    paymentAccount: e.paymentAccount ?? '',
    costCode: e.costCode ?? '',
    commitmentLineId: idText(e.commitmentLineId),
    overCommitmentReason: e.overCommitmentReason ?? '',
  };
}

/** Validates with the server's schema and builds the request body; throws when invalid. */
export function toExpensePayload(values: ExpenseFormValues): ExpensePayload {
  const p = expenseInputSchema.parse(values);
  return {
    projectId: p.projectId,
    category: p.category,
    description: p.description,
    amount: p.amount,
    date: p.date,
    supplierId: p.supplierId,
    employeeId: p.employeeId,
    subcontractorId: p.subcontractorId,
    receiptNumber: p.receiptNumber,
    notes: p.notes,
    paymentMethod: p.paymentMethod,
    paymentAccount: p.paymentMethod === 'payment_app' ? (p.paymentAccount ?? 'personal') : null,
    costCode: p.costCode,
    commitmentLineId: p.commitmentLineId,
    overCommitmentReason: p.commitmentLineId === null ? null : p.overCommitmentReason,
  };
}

/** What the Add Material Cost dialog edits; the project is fixed by the card it was opened from. */
export type MaterialFormValues = {
  projectId: number;
  amount: number | string;
  date: string | null;
  supplierId: string | null;
  description: string;
};

/** Blank Add Material Cost form for one project, dated today. */
export function emptyMaterialValues(projectId: number, today: string = todayIso()): MaterialFormValues {
  return { projectId, amount: '', date: today, supplierId: null, description: '' };
}

/** The description a material cost gets when none is typed. */
export function defaultMaterialDescription(supplierName: string | null | undefined): string {
  return supplierName ? `Materials from ${supplierName}` : 'Materials';
}

/** Validates the material form and builds a POST /api/expenses body with category fixed to material. */
export function toMaterialPayload(values: MaterialFormValues, supplierName: string | null | undefined): ExpensePayload {
  const p = materialExpenseInputSchema.parse(values);
  return {
    projectId: p.projectId,
    category: 'material',
    description: p.description || defaultMaterialDescription(supplierName),
    amount: p.amount,
    date: p.date,
    supplierId: p.supplierId,
    employeeId: null,
    subcontractorId: null,
    receiptNumber: null,
    notes: null,
    paymentMethod: null,
  };
}

/** Server field errors ({path, message}) as a form's errors object, keeping only the form's own fields. */
export function fieldErrorsFor<T extends object>(
  values: T,
  errors: readonly { path: string; message: string }[],
): Partial<Record<keyof T & string, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const e of errors) {
    const field = e.path.split('.')[0];
    if (field in values && out[field] === undefined) out[field] = e.message;
  }
  return out as Partial<Record<keyof T & string, string>>;
}
