import { queryOptions } from '@tanstack/react-query';
import { ledgerApi } from '../../../domain/api/ledger';
import type { AccountKey } from '../../../domain/ledger/accounts';
import { callApi } from '../../lib/call-api';

export const ledgerKeys = {
  all: ['ledger'] as const,
  accounts: () => [...ledgerKeys.all, 'accounts'] as const,
  trialBalance: (from: string, to: string) => [...ledgerKeys.all, 'trial-balance', from, to] as const,
  lines: (key: string, from: string, to: string) => [...ledgerKeys.all, 'lines', key, from, to] as const,
  entry: (no: string) => [...ledgerKeys.all, 'entry', no] as const,
};

export const ledgerQueries = {
  accounts: () => queryOptions({ queryKey: ledgerKeys.accounts(), queryFn: () => callApi(ledgerApi.accounts) }),
  trialBalance: (from: string, to: string) =>
    queryOptions({ queryKey: ledgerKeys.trialBalance(from, to), queryFn: () => callApi(ledgerApi.trialBalance, { query: { from, to } }) }),
  lines: (key: AccountKey, from: string, to: string) =>
    queryOptions({
      queryKey: ledgerKeys.lines(key, from, to),
      queryFn: () => callApi(ledgerApi.accountLines, { params: { key }, query: { from, to } }),
    }),
  entry: (entryNo: string) =>
    queryOptions({ queryKey: ledgerKeys.entry(entryNo), queryFn: () => callApi(ledgerApi.entry, { params: { entryNo } }) }),
};
