import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../domain/dates';
import { rows } from '../../db/sql-fragments';
import { insertExpense, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

const today = todayIso();
type Note = {
  id: number;
  projectId: number;
  type: string;
  severity: string;
  acknowledged: boolean;
  currentValue: number;
  thresholdValue: number;
};

describe.each(databaseKinds)('notification center on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let spent: number;
  const budgetAlerts = async () =>
    rows<{ n: number }>(server.database.db.execute(sql`SELECT count(*)::int AS n FROM notifications WHERE rule_key = 'budget_used'`));
  beforeAll(async () => {
    // Checks run only when asked here (the harness default), so every count below is what the requests did.
    server = await startTestServer(kind);
    api = httpClient(server);
    const make = async (o: Record<string, unknown>) => (await api.post('/api/projects', projectPayload(o))).body.id as number;
    spent = await make({ name: 'Ninety-five', budget: 1000, startDate: addDays(today, -1), endDate: addDays(today, 20) });
    await insertExpense(server.database.db, spent, '950.00');
    await server.database.db.execute(sql`UPDATE projects SET has_before_photos = true`);
  }, 120_000); // a PGlite start took over 60 s on the loaded 2-core machine
  afterAll(() => server.close());

  it('lists the thirteen stored rules; a threshold and the switch are editable, bad input is 400 and changes nothing', async () => {
    const rules = (await api.get('/api/notifications/rules')).body as { id: number; ruleKey: string; enabled: boolean }[];
    expect(rules.map((r) => r.ruleKey)).toEqual([
      'budget_used',
      'timeline_overrun',
      'margin_below',
      'insurance_expiring',
      'photos_missing',
      'projected_overrun',
      'unpaid_wages',
      'w9_missing',
      'commitment_over_budget',
      'bill_over_commitment',
      'certificate_expiring',
      'waiver_overdue',
      'cost_code_overrun',
    ]);
    const margin = rules[2];
    expect((await api.put(`/api/notifications/rules/${margin.id}`, { enabled: false })).body).toMatchObject({ enabled: false });
    expect((await api.put(`/api/notifications/rules/${margin.id}`, { thresholdValue: 'ten' })).status).toBe(400);
    expect((await api.put(`/api/notifications/rules/${margin.id}`, { thresholdValue: 12.5 })).body).toMatchObject({
      enabled: false,
      thresholdValue: 12.5,
    });
    expect((await api.put('/api/notifications/rules/99999', { enabled: true })).status).toBe(404);
  });

  it('a project at 95 % of its budget raises one budget alert, not one per check, even for concurrent checks', async () => {
    const first = await api.post(`/api/notifications/check?projectId=${spent}`);
    expect(first.body).toEqual({ notificationsGenerated: 1, projectsChecked: 1, notificationsResolved: 0 });
    const again = await api.post(`/api/notifications/check?projectId=${spent}`);
    expect(again.body.notificationsGenerated).toBe(0);
    const concurrent = await Promise.all(Array.from({ length: 8 }, () => api.post(`/api/notifications/check?projectId=${spent}`)));
    expect(concurrent.every((r) => r.status === 200)).toBe(true);
    expect(concurrent.reduce((a, r) => a + r.body.notificationsGenerated, 0)).toBe(0);
    expect((await budgetAlerts())[0].n).toBe(1);
    const list = (await api.get('/api/notifications')).body as Note[];
    expect(list.find((n) => n.type === 'budget')).toMatchObject({
      projectId: spent,
      severity: 'high',
      currentValue: 95,
      thresholdValue: 90,
    });
  });

  it('concurrent first checks of a fresh alert still store it once', async () => {
    const other = (await api.post('/api/projects', projectPayload({ name: 'Other', budget: 100, startDate: today }))).body.id as number;
    await insertExpense(server.database.db, other, '99.00');
    const runs = await Promise.all(Array.from({ length: 6 }, () => api.post(`/api/notifications/check?projectId=${other}`)));
    expect(runs.reduce((a, r) => a + r.body.notificationsGenerated, 0)).toBe(1);
    expect((await budgetAlerts())[0].n).toBe(2);
  });

  it('acknowledging updates the unread count; acknowledge-all reads the rest; bad ids are 400/404', async () => {
    const unread = async () => ((await api.get('/api/notifications')).body as Note[]).filter((n) => !n.acknowledged);
    const before = await unread();
    expect(before.length).toBe(2);
    const ack = await api.post(`/api/notifications/${before[0].id}/acknowledge`);
    expect(ack.body).toMatchObject({ id: before[0].id, acknowledged: true });
    expect((await unread()).length).toBe(1);
    // An alert acknowledged this week is not raised again at the same severity.
    for (const id of before.map((n) => n.projectId)) {
      expect((await api.post(`/api/notifications/check?projectId=${id}`)).body.notificationsGenerated).toBe(0);
    }
    expect((await api.post('/api/notifications/99999/acknowledge')).status).toBe(404);
    expect((await api.post('/api/notifications/abc/acknowledge')).status).toBe(400);
    expect((await api.post('/api/notifications/acknowledge-all')).body).toEqual({ acknowledged: 1 });
    expect((await unread()).length).toBe(0);
  });

  it('insurance expiring within 30 days, late timelines and the AI check-all with real counts', async () => {
    const late = (
      await api.post('/api/projects', projectPayload({ name: 'Late', startDate: addDays(today, -30), endDate: addDays(today, -10) }))
    ).body.id as number;
    const [sub] = await rows<{ id: number }>(
      server.database.db.execute(
        sql`INSERT INTO subcontractors (name, specialty, insurance_expiry) VALUES ('Ace Roofing', 'roofing', ${addDays(today, 12)}) RETURNING id`,
      ),
    );
    await server.database.db.execute(sql`INSERT INTO project_subcontractors (project_id, subcontractor_id) VALUES (${late}, ${sub.id})`);
    const res = await api.post('/api/notifications/ai-check-all');
    expect(res.status).toBe(200);
    // Late: timeline overrun 47.6 % ≥ 10, insurance in 12 days ≤ 30, no before photos for 30 days ≥ 7.
    expect(res.body.notificationsGenerated).toBe(3);
    expect(res.body.engine.name).toBe('built-in');
    const judged = res.body.projectsAnalyzed.find((p: { projectId: number }) => p.projectId === late);
    expect(judged).toMatchObject({ projectName: 'Late', openAlerts: 3 });
    expect(res.body.projectsAnalyzed).toHaveLength(3);
    const list = (await api.get('/api/notifications')).body as (Note & { title: string })[];
    expect(
      list
        .filter((n) => n.projectId === late)
        .map((n) => n.title)
        .sort(),
    ).toEqual(['Required photos missing', 'Subcontractor insurance expiring', 'Timeline overrun']);
    expect((await api.post('/api/notifications/check?projectId=x')).status).toBe(400);
  });
});

describe.each(databaseKinds)('notification checks on their own on %s', (kind) => {
  it('a write that moves a project past its budget threshold raises the alert without a request, and the daily check runs', async () => {
    const server = await startTestServer(kind, { autoChecks: true });
    try {
      const api = httpClient(server);
      const id = (await api.post('/api/projects', projectPayload({ budget: 100, startDate: today }))).body.id as number;
      const other = (await api.post('/api/projects', projectPayload({ name: 'Shed', budget: 200, startDate: today }))).body.id as number;
      // Two projects written to within one check window: one check of both.
      await api.post('/api/expenses', { projectId: id, description: 'Lumber', amount: 96, category: 'material', date: today });
      await api.post('/api/expenses', { projectId: other, description: 'Doors', amount: 190, category: 'material', date: today });
      let found: Note[] = [];
      for (let i = 0; i < 50 && found.length < 2; i++) {
        found = ((await api.get('/api/notifications')).body as Note[]).filter(
          (n) => [id, other].includes(n.projectId) && n.type === 'budget',
        );
        if (found.length < 2) await new Promise((r) => setTimeout(r, 100));
      }
      expect(found.find((n) => n.projectId === id)).toMatchObject({ currentValue: 96, acknowledged: false });
      expect(found.find((n) => n.projectId === other)).toMatchObject({ currentValue: 95, acknowledged: false });
      // The day's check ran on its own too (no request asked for it): its claim for today is finished.
      let daily: { finished: boolean }[] = [];
      for (let i = 0; i < 100 && !daily[0]?.finished; i++) {
        daily = await rows<{ finished: boolean }>(
          server.database.db.execute(sql`SELECT finished_at IS NOT NULL AS finished FROM scheduled_runs
            WHERE job = 'daily-notification-check' AND period = ${today}`),
        );
        if (!daily[0]?.finished) await new Promise((r) => setTimeout(r, 100));
      }
      expect(daily).toEqual([{ finished: true }]);
    } finally {
      await server.close();
    }
  }, 120_000); // its own server: room for a slow PGlite start on a loaded machine
});
