/** Query keys of the employees; every key starts with 'employees'. */
export const employeeKeys = {
  all: ['employees'] as const,
  list: () => [...employeeKeys.all, 'list'] as const,
};
