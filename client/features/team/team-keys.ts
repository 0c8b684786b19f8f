/** GET /api/projects/{id}/employees: the project's team assignments. */
export const projectTeamKey = (projectId: number) => ['/api/projects', projectId, 'employees'] as const;

/** GET /api/employees: every employee; screens filter to the active ones. */
export const EMPLOYEES_KEY = ['/api/employees'] as const;
