import { queryOptions } from '@tanstack/react-query';
import { statementsApi } from '../../../domain/api/statements';
import { callApi } from '../../lib/call-api';
import { statementKeys } from './statement-keys';

export type LineStatus = 'unmatched' | 'matched' | 'all';

/** Each key with the call that fills it (contracts: domain/api/statements.ts). */
export const statementQueries = {
  accounts: () => queryOptions({ queryKey: statementKeys.accounts(), queryFn: () => callApi(statementsApi.accounts) }),
  lines: (accountId: number, status: LineStatus) =>
    queryOptions({
      queryKey: statementKeys.lines(accountId, status),
      queryFn: () => callApi(statementsApi.lines, { params: { id: accountId }, query: { status } }),
    }),
  candidates: (lineId: number) =>
    queryOptions({
      queryKey: statementKeys.candidates(lineId),
      queryFn: () => callApi(statementsApi.candidates, { params: { id: lineId } }),
    }),
  reconciliation: (accountId: number, month: string) =>
    queryOptions({
      queryKey: statementKeys.reconciliation(accountId, month),
      queryFn: () => callApi(statementsApi.reconciliation, { params: { id: accountId }, query: { month } }),
    }),
};
