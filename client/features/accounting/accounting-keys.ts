/** Query keys of the Accounting Dashboard; every key starts with 'accounting'. */
export const accountingKeys = {
  all: ['accounting'] as const,
  overview: (year: number) => [...accountingKeys.all, 'overview', year] as const,
  revenueMethod: () => [...accountingKeys.all, 'revenue-method'] as const,
  form1099: (year: number) => [...accountingKeys.all, '1099', year] as const,
  receipts: (year: number, search: string, category: string, page: number, order = 'date:desc') =>
    [...accountingKeys.all, 'receipts', year, search, category, page, order] as const,
};
