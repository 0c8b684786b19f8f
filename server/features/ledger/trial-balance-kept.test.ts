import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBalanceSheet } from '../../../domain/ledger/accounts';
import { rows } from '../../db/sql-fragments';
import { projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { chartOfAccounts, journalLines, trialBalance } from './service';

// Issue 41: the trial balance reads whole months of expenses and work from their kept month totals (migration 0054
// and cost_month_totals) and only the days of a partial month from the rows. Here it must equal, account by
// account and to the cent, the sums of the journal's own lines (which read every row), after writes that move money
// between months, payment methods and categories, a delete, a subcontractor's work record (in the month totals, not
// in the ledger's wages) and a payment with backup withholding; for periods on month bounds, inside months and as of
// a day. The reconciliation finds the kept totals equal, and a changed one named.

type Json = Record<string, unknown>;

describe.each(databaseKinds)('the trial balance from kept month totals on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let projectId: number;
  let expenseIds: number[] = [];
  const exec = <T = Json>(q: ReturnType<typeof sql>) => rows<T>(server.database.db.execute(q));

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    projectId = (
      await api.post(
        '/api/projects',
        projectPayload({ name: 'Kept totals', budget: 90_000, startDate: '2026-01-02', endDate: '2026-12-31' }),
      )
    ).body.id;
    const employeeId = (await api.post('/api/employees', { name: 'Ana Kept', position: 'Carpenter', dailyRate: 210, payType: 'daily' }))
      .body.id;
    const subId = (await api.post('/api/subcontractors', { name: 'No TIN Framing', specialty: 'Framing' })).body.id;
    // No W-9, so the payment hold (issue 44) asks for a reason: the office pays with backup withholding.
    const NO_W9 = { reason: 'No W-9 yet: paid with backup withholding' };
    const expense = async (o: Json) => {
      const res = await api.post('/api/expenses', { projectId, description: 'Item', category: 'material', ...o });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { id: number; backupWithholding: number };
    };
    const made = [
      await expense({ amount: 120.11, date: '2026-01-05', paymentMethod: 'card' }),
      await expense({ amount: 75.5, date: '2026-01-20', paymentMethod: 'cash' }),
      await expense({ amount: 310.07, date: '2026-02-03', paymentMethod: 'check', category: 'equipment' }),
      await expense({ amount: 44.44, date: '2026-02-17' }),
      await expense({ amount: 999.99, date: '2026-02-25', paymentMethod: 'payment_app', category: 'gas' }),
      await expense({ amount: 18.02, date: '2026-03-09', paymentMethod: 'bank_transfer', category: 'dining' }),
    ];
    // A subcontractor without a TIN paid past the year's $2,000: 24 % is kept from the payment that crosses it.
    const first = await expense({
      amount: 1_500,
      date: '2026-02-10',
      category: 'subcontractor',
      subcontractorId: subId,
      paymentMethod: 'check',
      override: NO_W9,
    });
    const crossing = await expense({
      amount: 700,
      date: '2026-03-12',
      category: 'subcontractor',
      subcontractorId: subId,
      paymentMethod: 'check',
      override: NO_W9,
    });
    expect(first.backupWithholding).toBe(0);
    expect(crossing.backupWithholding).toBe(168);
    expenseIds = [...made.map((e) => e.id), first.id, crossing.id];
    for (const [date, days] of [
      ['2026-01-14', 1],
      ['2026-02-11', 0.5],
      ['2026-03-30', 1],
    ] as const) {
      const res = await api.post('/api/time-entries', { projectId, employeeId, date, entryType: 'days', days });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    // Moved to another month, paid another way and booked elsewhere; another changed in amount; one deleted.
    const moved = await api.put(`/api/expenses/${made[1].id}`, {
      projectId,
      description: 'Item',
      category: 'permits',
      amount: 80.25,
      date: '2026-03-02',
      paymentMethod: 'card',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await api.del(`/api/expenses/${made[3].id}`)).status).toBe(204);
    // A subcontractor's work record (older data can hold them; the API takes an employee): a cost of the job, but no
    // wages payable, so the ledger leaves it out and the trial balance must too.
    await exec(sql`INSERT INTO time_entries (project_id, subcontractor_id, date, entry_type, days, custom_pay)
      VALUES (${projectId}, ${subId}, '2026-02-12', 'days', 1, 333.33)`);
  }, 120_000);
  afterAll(() => server?.close());

  /** The trial balance's balances recomputed from the journal's lines: what the kept totals must agree with. */
  async function fromLines(from: string | null, to: string): Promise<Map<string, number>> {
    const chart = await chartOfAccounts(server.database.db);
    const type = new Map(chart.map((a) => [a.key, a.type]));
    const out = new Map<string, number>(chart.map((a) => [a.key, 0]));
    let retained = 0;
    for (const l of await journalLines(server.database.db, null, to)) {
      const before = from !== null && l.date < from;
      if (!isBalanceSheet(type.get(l.account) ?? 'asset') && before) retained += l.amount;
      else if (isBalanceSheet(type.get(l.account) ?? 'asset') || !before) out.set(l.account, (out.get(l.account) ?? 0) + l.amount);
    }
    out.set('retained_earnings', (out.get('retained_earnings') ?? 0) + retained);
    return out;
  }

  const periods: [string | null, string][] = [
    ['2026-01-01', '2026-03-31'],
    ['2026-02-01', '2026-02-28'],
    ['2026-01-10', '2026-02-20'],
    ['2026-02-11', '2026-03-15'],
    [null, '2026-02-14'],
    [null, '2026-12-31'],
    ['2026-03-01', '2026-03-01'],
  ];
  it.each(periods)('from %s to %s: every account equals the sum of its journal lines, to the cent', async (from, to) => {
    const tb = await trialBalance(server.database.db, from, to);
    const expected = await fromLines(from, to);
    const got = new Map(tb.rows.map((r) => [r.key, r.balance as number]));
    expect(Object.fromEntries(got)).toEqual(Object.fromEntries(expected));
    expect(tb.totalDebit).toBe(tb.totalCredit);
  });

  it('posts the backup withholding: the payment leaves less cash, the rest is owed to the IRS', async () => {
    const tb = await trialBalance(server.database.db, '2026-01-01', '2026-12-31');
    expect(tb.rows.find((r) => r.key === 'backup_withholding')?.balance).toBe(-16_800);
    const lines = (await journalLines(server.database.db, '2026-03-12', '2026-03-12')).filter((l) => l.entryNo === `EXP-${expenseIds[7]}`);
    expect(lines.map((l) => [l.account, l.amount])).toEqual([
      ['subcontractors', 70_000],
      ['bank', -53_200],
      ['backup_withholding', -16_800],
    ]);
    const entry = (await api.get(`/api/ledger/entries/EXP-${expenseIds[7]}`)).body as { lines: { account: string; amount: number }[] };
    expect(entry.lines.map((l) => [l.account, l.amount])).toEqual([
      ['subcontractors', 700],
      ['bank', -532],
      ['backup_withholding', -168],
    ]);
  });

  it('the reconciliation finds the kept payment-method totals equal, and names one that is not', async () => {
    const ok = (await api.get('/api/system/reconciliation')).body as { differences: { kind: string }[] };
    expect(ok.differences).toEqual([]);
    await exec(sql`UPDATE expense_payment_month_totals SET amount = amount + 0.01
      WHERE month = '2026-02-01' AND project_id = ${projectId} AND payment_method = 'check'`);
    const bad = (await api.get('/api/system/reconciliation')).body as { differences: Json[] };
    expect(bad.differences).toEqual([
      {
        kind: 'payment-month',
        id: projectId,
        label: 'Kept totals, 2026-02 paid by check (2 stored, 2 found)',
        stored: 1810.08,
        expected: 1810.07,
      },
    ]);
    await exec(sql`SELECT refresh_expense_payment_month_totals()`);
    expect(((await api.get('/api/system/reconciliation')).body as { differences: Json[] }).differences).toEqual([]);
  });
});
