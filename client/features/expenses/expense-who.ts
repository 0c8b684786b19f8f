import type { ExpenseListItem } from '../../../domain/expenses';

/** Who the money went to: the supplier, else the employee, else the subcontractor (with company); null if none. */
export function expensePayee(e: Pick<ExpenseListItem, 'supplierName' | 'employeeName' | 'subcontractor'>): string | null {
  if (e.supplierName) return e.supplierName;
  if (e.employeeName) return e.employeeName;
  if (e.subcontractor) return e.subcontractor.company || e.subcontractor.name;
  return null;
}
