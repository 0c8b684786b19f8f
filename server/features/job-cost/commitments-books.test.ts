import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Reconciliation, reconciliationSchema } from '../../../domain/reconciliation';
import { rows } from '../../db/sql-fragments';
import { projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { type Line, line } from './job-cost-test-fixtures';

/**
 * The books check (GET /api/system/reconciliation) extended to committed and open amounts (issue 42): on books kept
 * through the API nothing differs and the job cost's committed and open figures equal a recomputation from the
 * commitment lines and their bills; each way the detail rows can stop backing those figures (a bill on another
 * project or payee or on a draft, a line billed over without a reason, budget lines above the budget) is found.
 */
describe.each(databaseKinds)('committed and open amounts in the books check on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  const exec = <T = Record<string, unknown>>(q: SQL) => rows<T>(server.database.db.execute(q));
  const ids = { project: 0, other: 0, supplier: 0, otherSupplier: 0, po: 0, line1: 0, line2: 0, bill1: 0 };
  const reconciliation = async (): Promise<Reconciliation> => {
    const res = await api.get('/api/system/reconciliation');
    expect(res.status).toBe(200);
    return reconciliationSchema.parse(res.body);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    ids.project = (await api.post('/api/projects', projectPayload({ name: 'Deck job', budget: 10000 }))).body.id;
    ids.other = (await api.post('/api/projects', projectPayload({ name: 'Fence job', budget: 4000 }))).body.id;
    ids.supplier = (await exec<{ id: number }>(sql`INSERT INTO suppliers (name) VALUES ('Lumber Yard') RETURNING id`))[0].id;
    ids.otherSupplier = (await exec<{ id: number }>(sql`INSERT INTO suppliers (name) VALUES ('Hardware Co') RETURNING id`))[0].id;
    const budget = await api.put(`/api/projects/${ids.project}/budget-lines`, {
      lines: [
        { costCode: '00', budget: 0, estimateToComplete: null },
        { costCode: '06', budget: 6000, estimateToComplete: null },
        { costCode: '09', budget: 4000, estimateToComplete: null },
      ],
    });
    expect(budget.status).toBe(200);
    const po = await api.post('/api/commitments', {
      projectId: ids.project,
      type: 'purchase_order',
      supplierId: ids.supplier,
      number: 'PO-2001',
      lines: [
        { costCode: '06', description: 'Deck framing lumber', amount: 3000 },
        { costCode: '09', description: 'Stain', amount: 2000.5 },
      ],
    });
    expect(po.status).toBe(201);
    ids.po = po.body.id;
    [ids.line1, ids.line2] = po.body.lines.map((l: { id: number }) => l.id);
    const bill = (commitmentLineId: number, amount: number, extra: Record<string, unknown> = {}) =>
      api.post('/api/expenses', {
        projectId: ids.project,
        category: 'material',
        description: 'Delivery',
        amount,
        date: '2026-04-02',
        commitmentLineId,
        ...extra,
      });
    const b1 = await bill(ids.line1, 1000.25);
    expect(b1.status).toBe(201);
    ids.bill1 = b1.body.id;
    expect((await bill(ids.line2, 2500, { overCommitmentReason: 'Second coat, approved on site' })).status).toBe(201);
  });
  afterAll(() => server?.close());

  it('books kept through the API reconcile, and the job cost’s committed and open equal the detail rows', async () => {
    expect((await reconciliation()).differences).toEqual([]);
    const jc = await api.get(`/api/projects/${ids.project}/job-cost`);
    expect(jc.status).toBe(200);
    // Recomputed here from the lines and their bills: an issued line commits its amount; open is what is left, never < 0.
    const detail = await exec<{ code: string; committed: string; open: string }>(sql`
      SELECT k.code, sum(l.amount)::text AS committed, sum(greatest(l.amount - coalesce(b.billed, 0), 0))::text AS open
      FROM commitment_lines l JOIN cost_codes k ON k.id = l.cost_code_id
      LEFT JOIN (SELECT commitment_line_id AS id, sum(amount) AS billed FROM expenses GROUP BY 1) b ON b.id = l.id
      WHERE l.commitment_id = ${ids.po} GROUP BY k.code ORDER BY k.code`);
    expect(detail.map((d) => ({ code: d.code, committed: Number(d.committed), open: Number(d.open) }))).toEqual([
      { code: '06', committed: 3000, open: 1999.75 },
      { code: '09', committed: 2000.5, open: 0 },
    ]);
    const lines = jc.body.lines as Line[];
    for (const d of detail) {
      expect(line(lines, d.code).committed).toBe(Number(d.committed));
      expect(line(lines, d.code).openCommitments).toBe(Number(d.open));
    }
    expect(jc.body.totals).toMatchObject({ committed: 5000.5, openCommitments: 1999.75 });
  });

  it('a line is not lowered below what was billed against it; nothing is written', async () => {
    const res = await api.put(`/api/commitments/${ids.po}`, {
      number: 'PO-2001',
      title: '',
      retainage: 0,
      notes: null,
      lines: [
        { id: ids.line1, costCode: '06', description: 'Deck framing lumber', amount: 900 },
        { id: ids.line2, costCode: '09', description: 'Stain', amount: 2000.5 },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('$1,000.25 was already billed against this line');
    expect(res.body.errors).toEqual([expect.objectContaining({ path: 'lines.0.amount' })]);
    const [l] = await exec<{ amount: string }>(sql`SELECT amount::text AS amount FROM commitment_lines WHERE id = ${ids.line1}`);
    expect(Number(l.amount)).toBe(3000);
    // Keeping a line billed over with a reason, or raising one, is fine.
    const ok = await api.put(`/api/commitments/${ids.po}`, {
      number: 'PO-2001',
      title: '',
      retainage: 0,
      notes: null,
      lines: [
        { id: ids.line1, costCode: '06', description: 'Deck framing lumber', amount: 3200 },
        { id: ids.line2, costCode: '09', description: 'Stain', amount: 2000.5 },
      ],
    });
    expect(ok.status).toBe(200);
    expect((await reconciliation()).differences).toEqual([]);
  });

  it('finds a bill on another project, to another payee or on a draft; a line billed over without a reason; lines above the budget', async () => {
    const { db } = server.database;
    // Each corruption is written behind the API's back (as a faulty import or a hand edit would), then undone.
    await db.execute(sql`UPDATE expenses SET project_id = ${ids.other} WHERE id = ${ids.bill1}`);
    await db.execute(sql`UPDATE expenses SET supplier_id = ${ids.otherSupplier} WHERE id = ${ids.bill1}`);
    await db.execute(sql`UPDATE commitment_lines SET amount = 500 WHERE id = ${ids.line1}`);
    await db.execute(sql`UPDATE expenses SET over_commitment_reason = NULL WHERE commitment_line_id = ${ids.line2}`);
    await db.execute(sql`UPDATE project_cost_codes SET budget = 7000 WHERE project_id = ${ids.project}
      AND cost_code_id = (SELECT id FROM cost_codes WHERE code = '06')`);
    const found = (await reconciliation()).differences
      .filter((d) => d.kind.startsWith('commitment') || d.kind === 'budget-lines')
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.label.localeCompare(b.label));
    expect(found).toEqual([
      {
        kind: 'budget-lines',
        id: ids.project,
        label: 'Deck job: the cost code lines assign more than the budget',
        stored: 11000,
        expected: 10000,
      },
      {
        kind: 'commitment-bill',
        id: ids.project,
        label: `PO-2001 line 1: bill ${ids.bill1} is on another project and is to another payee`,
        stored: 1000.25,
        expected: 0,
      },
      {
        kind: 'commitment-line',
        id: ids.project,
        label: 'PO-2001 line 1 (Deck framing lumber) billed over without a reason',
        stored: 1000.25,
        expected: 500,
      },
      {
        kind: 'commitment-line',
        id: ids.project,
        label: 'PO-2001 line 2 (Stain) billed over without a reason',
        stored: 2500,
        expected: 2000.5,
      },
    ]);
    await db.execute(sql`UPDATE expenses SET project_id = ${ids.project}, supplier_id = ${ids.supplier} WHERE id = ${ids.bill1}`);
    await db.execute(sql`UPDATE commitment_lines SET amount = 3200 WHERE id = ${ids.line1}`);
    await db.execute(sql`UPDATE expenses SET over_commitment_reason = 'Second coat' WHERE commitment_line_id = ${ids.line2}`);
    await db.execute(sql`UPDATE project_cost_codes SET budget = 6000 WHERE project_id = ${ids.project}
      AND cost_code_id = (SELECT id FROM cost_codes WHERE code = '06')`);
    await db.execute(sql`UPDATE commitments SET status = 'draft' WHERE id = ${ids.po}`);
    const draft = (await reconciliation()).differences.sort((a, b) => a.label.localeCompare(b.label));
    expect(draft.map((d) => [d.kind, d.label])).toEqual([
      ['commitment-bill', `PO-2001 line 1: bill ${ids.bill1} draws on a draft`],
      ['commitment-bill', expect.stringMatching(/^PO-2001 line 2: bill \d+ draws on a draft$/)],
    ]);
    await db.execute(sql`UPDATE commitments SET status = 'issued' WHERE id = ${ids.po}`);
    expect((await reconciliation()).differences).toEqual([]);
  });
});
