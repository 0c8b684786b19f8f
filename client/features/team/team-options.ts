import { type Employee, rateText } from '../../../domain/people';
import type { Assignment } from '../../../domain/work-records';

/** "Maria Lopez — Carpenter — $250.00/day": how an employee reads in the team dropdown (spec part 1 §2.8). */
export function employeeOptionLabel(e: Pick<Employee, 'name' | 'position' | 'payType' | 'dailyRate' | 'hourlyRate'>): string {
  return `${e.name} — ${e.position} — ${rateText(e)}`;
}

/** Active employees not yet on the project, by name, as dropdown options. */
export function assignableOptions(
  employees: Employee[],
  assignments: Pick<Assignment, 'employeeId'>[],
): { value: string; label: string }[] {
  const assigned = new Set(assignments.map((a) => a.employeeId));
  return employees
    .filter((e) => e.active && !assigned.has(e.id))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((e) => ({ value: String(e.id), label: employeeOptionLabel(e) }));
}

/** Badge text of an assigned member by pay type. */
export function payTypeLabel(payType: string): 'Daily Rate' | 'Hourly Rate' {
  return payType === 'hourly' ? 'Hourly Rate' : 'Daily Rate';
}
