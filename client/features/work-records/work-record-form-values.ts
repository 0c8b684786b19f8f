import type { RequestOf } from '../../../domain/api/endpoint';
import type { CostCode } from '../../../domain/api/job-cost';
import type { workRecordsApi } from '../../../domain/api/work-records';
import { defaultCostCode } from '../../../domain/cost-code-defaults';
import { laborPay } from '../../../domain/labor';
import { centsToDollars, dollarsToCents } from '../../../domain/money';
import type { Employee } from '../../../domain/people';
import { type WorkRecord, workRecordInputSchema } from '../../../domain/work-records';

/** What the Record Work / Edit Work Entry form edits. Number inputs hold '' while empty. */
export type WorkRecordFormValues = {
  employeeId: string | null;
  date: string | null;
  /** Days (at the daily rate or custom pay) or hours (at the hourly rate: someone paid by the hour). */
  entryType: 'days' | 'hours';
  days: number | string;
  hours: number | string;
  customPay: number | string;
  description: string;
  /** The chosen cost code's id as text; null: the crew member's trade's default (issue 42). */
  costCodeId: string | null;
};

/** Body of POST /api/time-entries and PUT /api/time-entries/{id} (spec part 1 §7.2). */
export type WorkRecordPayload = RequestOf<typeof workRecordsApi.create>['body'];

/** A new entry: today, 1 day (spec part 1 §9), the employee's own rate. */
export function emptyWorkRecordValues(today: string): WorkRecordFormValues {
  return { employeeId: null, date: today, entryType: 'days', days: 1, hours: 8, customPay: '', description: '', costCodeId: null };
}

/** The form prefilled from a stored entry. */
export function workRecordToFormValues(r: WorkRecord): WorkRecordFormValues {
  return {
    employeeId: r.employeeId === null ? null : String(r.employeeId),
    date: r.date.slice(0, 10),
    entryType: r.entryType === 'hours' ? 'hours' : 'days',
    days: r.days ?? '',
    hours: r.hours ?? '',
    customPay: r.customPay ?? '',
    description: r.description ?? '',
    costCodeId: r.costCodeId === null ? null : String(r.costCodeId),
  };
}

/** What the shared schema validates: the form plus the project and the entry type. */
export function workRecordFormInput(values: WorkRecordFormValues, projectId: number) {
  // Only the quantity of the entry's kind is sent: hours entries carry no days or custom pay, and day entries no hours.
  return values.entryType === 'hours' ? { ...values, projectId, days: null, customPay: '' } : { ...values, projectId, hours: null };
}

/**
 * Field errors of the form, from the server's own schema (messages word for word). A missing employee stops the
 * schema before its day rules run, so those are checked on their own too: the person sees every problem at once.
 */
export function validateWorkRecordForm(values: WorkRecordFormValues, projectId: number): Record<string, string> {
  const input = workRecordFormInput(values, projectId);
  const errors = fieldErrors(input);
  if (errors.employeeId) {
    const { employeeId: _ignored, ...rest } = fieldErrors({ ...input, employeeId: '1' });
    return { ...rest, ...errors };
  }
  return errors;
}

function fieldErrors(input: unknown): Record<string, string> {
  const result = workRecordInputSchema.safeParse(input);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** Validates with the server's schema and builds the request body; throws when invalid. */
export function toWorkRecordPayload(values: WorkRecordFormValues, projectId: number): WorkRecordPayload {
  const r = workRecordInputSchema.parse(workRecordFormInput(values, projectId));
  return {
    projectId: r.projectId,
    employeeId: r.employeeId,
    date: r.date,
    entryType: r.entryType,
    ...(r.entryType === 'hours' ? { hours: r.hours ?? 0 } : { days: r.days ?? 0, customPay: r.customPay }),
    description: r.description,
    // Always sent, null when cleared: an omitted code would keep the stored one on an edit.
    costCodeId: r.costCodeId ?? null,
  };
}

type Option = { value: string; label: string };

/** Cost code dropdown of the form: the active codes, and the entry's own code even when it has since been deactivated. */
export function costCodeChoices(codes: readonly CostCode[], currentId: string | null): Option[] {
  return codes
    .filter((c) => c.active || String(c.id) === currentId)
    .map((c) => ({ value: String(c.id), label: `${c.code} ${c.name}${c.active ? '' : ' (inactive)'}` }));
}

/** The hint under the cost code: which code the work goes to when none is chosen, from the person's trade. */
export function costCodeDefaultHint(codes: readonly CostCode[], employee: Pick<Employee, 'name' | 'position'> | undefined): string {
  if (!employee) return "Blank: the code of the crew member's trade.";
  const d = defaultCostCode(codes, employee.position);
  return d
    ? `Blank: ${d.code} ${d.name}, from ${employee.name}'s trade (${employee.position}).`
    : "Blank: the code of the crew member's trade.";
}

type Choices = Option[] | { group: string; items: Option[] }[];

/**
 * Employee dropdown of the work-record form: active employees only, the project's team first. An entry being
 * edited keeps its own employee selectable even if that person has since been made inactive.
 */
export function employeeChoices(
  employees: Employee[],
  assignedIds: number[],
  current?: { id: number | null; name: string | null },
): Choices {
  const assigned = new Set(assignedIds);
  const byName = (a: Employee, b: Employee) => a.name.localeCompare(b.name);
  const option = (e: Employee): Option => ({ value: String(e.id), label: `${e.name} — ${e.position}${e.active ? '' : ' (inactive)'}` });
  const shown = employees.filter((e) => e.active || e.id === current?.id);
  if (current?.id != null && !shown.some((e) => e.id === current.id)) {
    shown.push({
      id: current.id,
      name: current.name ?? `Employee #${current.id}`,
      position: 'no longer listed',
      active: false,
    } as Employee);
  }
  const team = shown
    .filter((e) => assigned.has(e.id))
    .sort(byName)
    .map(option);
  const others = shown
    .filter((e) => !assigned.has(e.id))
    .sort(byName)
    .map(option);
  if (team.length === 0 || others.length === 0) return [...team, ...others];
  return [
    { group: 'Assigned to this project', items: team },
    { group: 'Other active employees', items: others },
  ];
}

/** Pay of the entry as typed, in dollars: days × (custom pay, else the daily rate); null until it can be computed. */
export function payPreview(days: number | string, customPay: number | string, dailyRate: number | null): number | null {
  if (typeof days !== 'number' || days <= 0) return null;
  const rate = typeof customPay === 'number' ? customPay : dailyRate;
  if (rate === null) return null;
  try {
    const pay = laborPay({ entryType: 'days', days, hours: null, customPay: dollarsToCents(rate), dailyRate: null, hourlyRate: null });
    return centsToDollars(pay);
  } catch {
    return null;
  }
}

/** Pay of an hours entry at an hourly rate, dollars; null while hours or the rate are missing. */
export function hoursPayPreview(hours: number | string, hourlyRate: number | null): number | null {
  if (typeof hours !== 'number' || hours <= 0 || hourlyRate === null) return null;
  try {
    return centsToDollars(
      laborPay({ entryType: 'hours', days: null, hours, customPay: null, dailyRate: null, hourlyRate: dollarsToCents(hourlyRate) }),
    );
  } catch {
    return null;
  }
}

/** What an entry records: '7.5 h' for hours, else its days ('1.5 days'). */
export function quantityText(r: Pick<WorkRecord, 'entryType' | 'hours' | 'days'>): string {
  return r.entryType === 'hours' ? `${r.hours ?? 0} h` : daysText(r.days);
}

/** 1 → '1 day', 1.5 → '1.5 days'. */
export function daysText(days: number | null): string {
  const d = days ?? 0;
  return `${d} ${d === 1 ? 'day' : 'days'}`;
}
