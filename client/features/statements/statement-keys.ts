/** Query keys of the bank and card statements; every key starts with 'statements'. */
export const statementKeys = {
  all: ['statements'] as const,
  accounts: () => [...statementKeys.all, 'accounts'] as const,
  lines: (accountId: number, status: string) => [...statementKeys.all, 'lines', accountId, status] as const,
  candidates: (lineId: number) => [...statementKeys.all, 'candidates', lineId] as const,
  reconciliation: (accountId: number, month: string) => [...statementKeys.all, 'reconciliation', accountId, month] as const,
};
