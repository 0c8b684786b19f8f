import { centsToDollars, dollarsToCents } from '../../../domain/money';
import { meanCents } from '../../../domain/money-sum';
import type { Employee } from '../../../domain/people';
import { activeFirstByName, matchesSearch } from '../../lib/ui/list-helpers';

/** Employees whose name, position or e-mail contains the search text (case-insensitive); active first, then A→Z. */
export function filterEmployees(employees: readonly Employee[], search: string): Employee[] {
  return employees.filter((e) => matchesSearch(search, [e.name, e.position, e.email])).sort(activeFirstByName);
}

/** Mean daily rate in dollars over employees that have one above 0 (0 when none has), rounded to cents. */
export function averageDailyRate(employees: readonly Employee[]): number {
  const rates = employees.map((e) => dollarsToCents(e.dailyRate ?? 0)).filter((c) => c > 0);
  return centsToDollars(meanCents(rates));
}
