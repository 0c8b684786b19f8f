import { useQuery } from '@tanstack/react-query';
import { useRole } from '../auth/auth-queries';
import { employeeQueries } from '../employees/employee-queries';
import { projectQueries } from '../projects/project-queries';
import { subcontractorQueries } from '../subcontractors/subcontractor-queries';
import { supplierQueries } from '../suppliers/supplier-queries';

/** Every project (active and inactive), for the project selects and the filter. */

/** GET /api/projects: all projects with their totals. */
export function useAllProjects(enabled = true) {
  return useQuery({ ...projectQueries.list(), enabled });
}

/** GET /api/suppliers (shared cache with the Suppliers page). */
export function useSuppliers(enabled = true) {
  return useQuery({ ...supplierQueries.list(), enabled });
}

/** The lists behind the expense form's selects. Each may be empty or fail; the form still works with 'None'. */
export function useExpenseLookups(enabled = true) {
  // A foreman gets no employee or subcontractor list (issue 16): those selects are not shown to them.
  const staff = useRole() !== 'foreman';
  return {
    projects: useAllProjects(enabled),
    suppliers: useSuppliers(enabled),
    employees: useQuery({ ...employeeQueries.list(), enabled: enabled && staff }),
    subcontractors: useQuery({ ...subcontractorQueries.list(), enabled: enabled && staff }),
  };
}
