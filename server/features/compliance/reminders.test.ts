import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../domain/dates';
import { rows } from '../../db/sql-fragments';
import { projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

type Alert = { id: number; projectId: number | null; title: string; message: string; severity: string; acknowledged: boolean };

/**
 * The reminders of payees' papers in the notification center (issue 44 scope 5) on both engines: a certificate of
 * insurance expiring within 30 days (in 30 days yes, in 31 no, expired critical; a renewal replaces it), a payee paid
 * this year without a W-9 (cleared by recording one), and a lien waiver not back 14 days after its payment (13 days
 * no; cleared once received).
 */
describe.each(databaseKinds)('compliance reminders on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  const today = todayIso();
  const ids = { project: 0 };
  const check = async () => (await api.post(`/api/notifications/check?projectId=${ids.project}`)).body;
  const open = async (title: string) =>
    ((await api.get('/api/notifications')).body as Alert[]).filter((a) => a.title === title && !a.acknowledged);
  const sub = async (name: string) =>
    (await api.post('/api/subcontractors', { name, company: name, specialty: 'Framing' })).body.id as number;
  const certificate = (id: number, kindOf: string, expiryDate: string) =>
    api.post(`/api/subcontractors/${id}/certificates`, {
      kind: kindOf,
      carrier: 'Gulf Mutual',
      policyNumber: `P-${id}-${expiryDate}`,
      effectiveDate: addDays(expiryDate, -365),
      expiryDate,
    });
  const w9 = (id: number) =>
    api.put(`/api/subcontractors/${id}/w9`, {
      legalName: 'Test payee LLC',
      entityType: 'llc',
      tin: '12-3456789',
      tinKind: 'ein',
      signedDate: addDays(today, -30),
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    ids.project = (
      await api.post('/api/projects', projectPayload({ name: 'Dock job', budget: 50000, startDate: addDays(today, -40) }))
    ).body.id;
  });
  afterAll(() => server?.close());

  it('a certificate expiring within 30 days (not 31), expired as critical, and a renewal that clears it', async () => {
    const in30 = await sub('Thirty Day Framing');
    const in31 = await sub('Thirty-one Day Framing');
    const gone = await sub('Lapsed Framing');
    for (const [id, days] of [
      [in30, 30],
      [in31, 31],
      [gone, -1],
    ] as const) {
      expect((await certificate(id, 'general_liability', addDays(today, days))).status).toBe(201);
      expect((await certificate(id, 'workers_comp', addDays(today, 400))).status).toBe(201);
    }
    await check();
    const alerts = await open('Certificate of insurance expiring');
    const of = (name: string) => alerts.filter((a) => a.message.startsWith(`${name}'s`));
    expect(of('Thirty Day Framing').map((a) => [a.severity, a.message])).toEqual([
      ['high', `Thirty Day Framing's general liability certificate expires on ${addDays(today, 30)}, in 30 days.`],
    ]);
    expect(of('Thirty-one Day Framing')).toEqual([]);
    expect(of('Lapsed Framing').map((a) => [a.severity, a.message])).toEqual([
      ['critical', `Lapsed Framing's general liability certificate expired on ${addDays(today, -1)}.`],
    ]);
    // The renewal (a second certificate of the same kind) replaces the one it follows: the alert is resolved.
    expect((await certificate(gone, 'general_liability', addDays(today, 365))).status).toBe(201);
    expect(await check()).toMatchObject({ notificationsResolved: 1 });
    expect(of('Lapsed Framing')).toHaveLength(1);
    expect((await open('Certificate of insurance expiring')).filter((a) => a.message.startsWith("Lapsed Framing's"))).toEqual([]);
  });

  it('a payee paid this year without a W-9, until one is recorded', async () => {
    const id = await sub('No Paper Framing');
    const paid = await api.post('/api/expenses', {
      projectId: ids.project,
      subcontractorId: id,
      category: 'subcontractor',
      description: 'Framing draw',
      amount: 2500,
      date: today,
      paymentMethod: 'check',
      override: { reason: 'W-9 promised by Friday' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    await check();
    const mine = async () => (await open('Payee without W-9')).filter((a) => a.message.startsWith('No Paper Framing'));
    expect(await mine()).toHaveLength(1);
    expect((await w9(id)).status).toBe(200);
    await check();
    expect(await mine()).toEqual([]);
  });

  it('a lien waiver not back 14 days after its payment (13 days: not yet), cleared once received', async () => {
    const id = await sub('Waiver Framing');
    expect((await w9(id)).status).toBe(200);
    for (const k of ['general_liability', 'workers_comp']) expect((await certificate(id, k, addDays(today, 300))).status).toBe(201);
    const waiverFor = async (daysAgo: number) => {
      const e = await api.post('/api/expenses', {
        projectId: ids.project,
        subcontractorId: id,
        category: 'subcontractor',
        description: `Draw paid ${daysAgo} days ago`,
        amount: 1000 + daysAgo,
        date: addDays(today, -daysAgo),
        paymentMethod: 'check',
      });
      expect(e.status, JSON.stringify(e.body)).toBe(201);
      const w = await api.post('/api/lien-waivers', { direction: 'collect', kind: 'unconditional_progress', expenseId: e.body.id });
      expect(w.status).toBe(201);
      return w.body.id as number;
    };
    const late = await waiverFor(14);
    await waiverFor(13);
    await check();
    const alerts = await open('Lien waiver not received');
    expect(alerts.map((a) => a.message)).toEqual([
      `Dock job: the lien waiver from Waiver Framing for the payment of $1,014.00 on ${addDays(today, -14)} has not come back after 14 days.`,
    ]);
    expect((await api.get(`/api/lien-waivers/${late}`)).body.overdue).toBe(true);
    expect((await api.post(`/api/lien-waivers/${late}/status`, { status: 'received' })).status).toBe(200);
    await check();
    expect(await open('Lien waiver not received')).toEqual([]);
    // Nothing else left open for these payees' papers.
    const [row] = await rows<{ n: number }>(
      server.database.db.execute(sql`SELECT count(*)::int AS n FROM notifications WHERE rule_key = 'waiver_overdue' AND NOT acknowledged`),
    );
    expect(row.n).toBe(0);
  });
});
