/** Query keys of billing (issue 20); every key starts with 'billing'. */
export const billingKeys = {
  all: ['billing'] as const,
  project: (projectId: number) => [...billingKeys.all, 'project', projectId] as const,
  changeOrders: (projectId: number) => [...billingKeys.project(projectId), 'change-orders'] as const,
  terms: (projectId: number) => [...billingKeys.project(projectId), 'terms'] as const,
  sov: (projectId: number) => [...billingKeys.project(projectId), 'sov'] as const,
  invoices: (projectId: number) => [...billingKeys.project(projectId), 'invoices'] as const,
  estimates: (projectId: number) => [...billingKeys.project(projectId), 'estimates'] as const,
  invoice: (id: number) => [...billingKeys.all, 'invoice', id] as const,
  invoiceEmail: (id: number) => [...billingKeys.invoice(id), 'email'] as const,
  reports: () => [...billingKeys.all, 'reports'] as const,
  aging: (asOf: string) => [...billingKeys.reports(), 'aging', asOf] as const,
  wip: (monthEnd: string | null, asOf: string | null = null) => [...billingKeys.reports(), 'wip', monthEnd, asOf] as const,
  snapshots: () => [...billingKeys.reports(), 'snapshots'] as const,
};
