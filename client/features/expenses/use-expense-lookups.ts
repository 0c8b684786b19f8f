import { useQuery } from '@tanstack/react-query';
import type { Employee, Subcontractor, Supplier } from '../../../domain/people';
import type { Project } from '../../../domain/projects';

/** Every project (active and inactive), for the project selects and the filter. */
export const ALL_PROJECTS_KEY = ['/api/projects'] as const;

/** GET /api/projects: all projects with their totals. */
export function useAllProjects(enabled = true) {
  return useQuery<Project[]>({ queryKey: ALL_PROJECTS_KEY, enabled });
}

/** GET /api/suppliers (shared cache with the Suppliers page). */
export function useSuppliers(enabled = true) {
  return useQuery<Supplier[]>({ queryKey: ['/api/suppliers'], enabled });
}

/** The lists behind the expense form's selects. Each may be empty or fail; the form still works with 'None'. */
export function useExpenseLookups(enabled = true) {
  return {
    projects: useAllProjects(enabled),
    suppliers: useSuppliers(enabled),
    employees: useQuery<Employee[]>({ queryKey: ['/api/employees'], enabled }),
    subcontractors: useQuery<Subcontractor[]>({ queryKey: ['/api/subcontractors'], enabled }),
  };
}
