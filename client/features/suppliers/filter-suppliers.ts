import type { Supplier } from '../../../domain/people';
import { byName, matchesSearch } from '../../lib/ui/list-helpers';

/** Suppliers whose name, contact person or a specialty contains the search text (case-insensitive), A→Z. */
export function filterSuppliers(suppliers: readonly Supplier[], search: string): Supplier[] {
  return suppliers.filter((s) => matchesSearch(search, [s.name, s.contactPerson, ...s.specialties])).sort(byName);
}
