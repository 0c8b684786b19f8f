import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DATA_TABLES } from '../../domain/data-changes';
import { costTrackingKeys } from '../features/cost-tracking/cost-tracking-keys';
import { dashboardKeys } from '../features/dashboard/dashboard-keys';
import { expenseKeys } from '../features/expenses/expense-keys';
import { ledgerKeys } from '../features/ledger/ledger-queries';
import { lienWaiverKeys } from '../features/lien-waivers/lien-waiver-keys';
import { payrollKeys } from '../features/payroll/payroll-keys';
import { projectKeys } from '../features/projects/project-keys';
import { settingsKeys } from '../features/settings/settings-keys';
import { supplierKeys } from '../features/suppliers/supplier-keys';
import { workRecordKeys } from '../features/work-records/work-record-keys';
import { keysChangedBy, type Write } from './data-changes';

/** Whether invalidating after these writes refreshes the query with this key (TanStack's prefix match). */
const refreshes = (writes: Write[], key: QueryKey) => (keysChangedBy(writes) ?? []).some((k) => partialMatchKey(key, k));

describe('keysChangedBy', () => {
  it('refreshes an expense write where expenses show: lists, summaries, project figures, costs and dashboard', () => {
    for (const key of [
      expenseKeys.list({ limit: 5 }),
      expenseKeys.summary({ search: 'deck' }),
      projectKeys.list({ active: 'true' }),
      projectKeys.detail(5),
      costTrackingKeys.dailyExpenses(5, '2026-11-02'),
      dashboardKeys.stats(),
    ]) {
      expect(refreshes(['expenses'], key)).toBe(true);
    }
    expect(refreshes(['expenses'], supplierKeys.list())).toBe(false);
    expect(refreshes(['expenses'], payrollKeys.weekly('2026-11-01'))).toBe(false);
  });

  it("narrows per-project keys to the changed projects, and widens them when the projects aren't known", () => {
    const change = { table: 'time_entries', projectIds: [5] };
    expect(refreshes([change], costTrackingKeys.summary(5))).toBe(true);
    expect(refreshes([change], workRecordKeys.project(5))).toBe(true);
    expect(refreshes([change], costTrackingKeys.summary(6))).toBe(false);
    expect(refreshes([change], workRecordKeys.project(6))).toBe(false);
    expect(refreshes([change], payrollKeys.weekly('2026-11-01'))).toBe(true);
    expect(refreshes([{ table: 'time_entries', projectIds: null }], costTrackingKeys.summary(6))).toBe(true);
  });

  it('maps the archive, receipt and outbox tables that had no trigger before', () => {
    expect(refreshes(['completed_projects'], ['archives', 'completed'])).toBe(true);
    expect(refreshes(['receipts'], expenseKeys.list())).toBe(true);
    expect(refreshes(['sms_outbox'], settingsKeys.smsOutbox())).toBe(true);
    expect(refreshes(['sms_outbox'], settingsKeys.cashappConfig())).toBe(false);
  });

  it('refreshes the profit and loss and the balance sheet with the trial balance on a write to the books', () => {
    const reports = [
      ledgerKeys.trialBalance('2026-01-01', '2026-12-31'),
      ledgerKeys.profitAndLoss('2026-01-01', '2026-12-31'),
      ledgerKeys.balanceSheet('2026-12-31'),
    ];
    for (const table of ['expenses', 'invoices', 'invoice_payments', 'configurations', 'ledger_accounts'] as const)
      for (const key of reports) expect(refreshes([table], key), `${table} → ${key.join(' ')}`).toBe(true);
    for (const key of reports) expect(refreshes(['statement_accounts'], key)).toBe(false);
  });

  it("refreshes a project's lien waivers (and the compliance screens) after a write to them; templates on their own", () => {
    const change = { table: 'lien_waivers', projectIds: [5] };
    expect(refreshes([change], lienWaiverKeys.list(5, 'collect'))).toBe(true);
    expect(refreshes([change], lienWaiverKeys.list(6, 'give'))).toBe(false);
    expect(refreshes([change], ['compliance', 'list'])).toBe(true);
    expect(refreshes(['lien_waivers'], lienWaiverKeys.list(6, 'give'))).toBe(true);
    expect(refreshes(['lien_waiver_templates'], lienWaiverKeys.templates())).toBe(true);
    expect(refreshes(['lien_waiver_templates'], lienWaiverKeys.list(5, 'collect'))).toBe(false);
  });

  it('answers null (refresh everything) for a table this client does not know', () => {
    expect(keysChangedBy([{ table: 'purchase_orders', projectIds: [1] }])).toBeNull();
  });

  it('lists each key once and has an entry for every table', () => {
    const keys = keysChangedBy([...DATA_TABLES]) ?? [];
    expect(new Set(keys.map((k) => JSON.stringify(k))).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThan(10);
  });
});
