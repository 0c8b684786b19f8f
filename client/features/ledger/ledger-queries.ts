import { queryOptions } from '@tanstack/react-query';
import { ledgerApi } from '../../../domain/api/ledger';
import type { AccountKey } from '../../../domain/ledger/accounts';
import { callApi } from '../../lib/call-api';

export const ledgerKeys = {
  all: ['ledger'] as const,
  accounts: () => [...ledgerKeys.all, 'accounts'] as const,
  trialBalance: (from: string, to: string) => [...ledgerKeys.all, 'trial-balance', from, to] as const,
  profitAndLoss: (from: string, to: string) => [...ledgerKeys.all, 'profit-and-loss', from, to] as const,
  balanceSheet: (asOf: string) => [...ledgerKeys.all, 'balance-sheet', asOf] as const,
  lines: (key: string, from: string, to: string) => [...ledgerKeys.all, 'lines', key, from, to] as const,
  entry: (no: string) => [...ledgerKeys.all, 'entry', no] as const,
};

export const ledgerQueries = {
  accounts: () => queryOptions({ queryKey: ledgerKeys.accounts(), queryFn: () => callApi(ledgerApi.accounts) }),
  trialBalance: (from: string, to: string) =>
    queryOptions({ queryKey: ledgerKeys.trialBalance(from, to), queryFn: () => callApi(ledgerApi.trialBalance, { query: { from, to } }) }),
  profitAndLoss: (from: string, to: string) =>
    queryOptions({
      queryKey: ledgerKeys.profitAndLoss(from, to),
      queryFn: () => callApi(ledgerApi.profitAndLoss, { query: { from, to } }),
    }),
  balanceSheet: (asOf: string) =>
    queryOptions({ queryKey: ledgerKeys.balanceSheet(asOf), queryFn: () => callApi(ledgerApi.balanceSheet, { query: { asOf } }) }),
  lines: (key: AccountKey, from: string, to: string) =>
    queryOptions({
      queryKey: ledgerKeys.lines(key, from, to),
      queryFn: () => callApi(ledgerApi.accountLines, { params: { key }, query: { from, to } }),
    }),
  entry: (entryNo: string) =>
    queryOptions({ queryKey: ledgerKeys.entry(entryNo), queryFn: () => callApi(ledgerApi.entry, { params: { entryNo } }) }),
};
