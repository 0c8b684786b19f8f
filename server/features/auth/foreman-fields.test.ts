import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, accessLevel, allows } from '../../../domain/access';
import { addDays, todayIso } from '../../../domain/dates';
import { weekStart } from '../../../domain/payroll';
import { rows } from '../../db/sql-fragments';
import { FOREMAN_NOT_YOURS } from '../../http/scope';
import { call, PASSWORD, signIn } from '../../test/auth-client';
import { openEventStream } from '../../test/event-stream';
import { databaseKinds, rowCount, startTestServer, type TestServer } from '../../test/harness';
import { keysFound } from '../../test/json-keys';
import { createUser } from '../users/service';

/**
 * Issue 38 scope 2: what a foreman may see is decided per field, not only per route. A foreman of one project asks
 * every route he may call and every upload, with the ids of another project's rows and of his own, and fails on
 * any field or file he should not have: tax ids, pay rates, phone numbers, e-mail, bank or payment-app handles, and
 * anything of a project that is not his. The values below are sentinels: none may appear in any answer he gets.
 */
const SECRETS = {
  supplierPhone: '(941) 555-0101',
  supplierEmail: 'orders@gulf-secret.example',
  supplierTin: '591111111',
  helperPhone: '(941) 555-0102',
  helperEmail: 'hana@crew-secret.example',
  helperHandle: '$HanaSecretTag',
  helperDailyRate: '187.45',
  helperHourlyRate: '23.43',
  strangerName: 'Sam Stranger',
  strangerPhone: '(941) 555-0103',
  subTin: '592222222',
  subPhone: '(941) 555-0104',
  otherName: 'Zephyr site',
  otherLocation: 'Zephyr Key',
  otherExpense: 'Zephyr pavers',
  otherWork: 'Zephyr grading',
  otherPhoto: 'Zephyr pool deck',
} as const;

/** Keys a foreman never receives, at any depth (money of issue 16 and the people fields of issue 38). */
const FORBIDDEN_KEYS = new Set([
  'budget',
  'contractValue',
  'totalExpenses',
  'totalProfit',
  'profitMargin',
  'rate',
  'pay',
  'customPay',
  'dailyRate',
  'hourlyRate',
  'tin',
  'tinKind',
  'phone',
  'email',
  'cashappHandle',
]);

const forbiddenKeys = (value: unknown) => keysFound(FORBIDDEN_KEYS, value);

/** The sentinels found in an answer's text. */
const leaked = (text: string) => Object.entries(SECRETS).flatMap(([name, value]) => (text.includes(value) ? [name] : []));

describe.each(databaseKinds)('a foreman of another project, field by field and file by file, on %s (AUTH=on)', (kind) => {
  let server: TestServer;
  const cookies = { owner: '', office: '', foreman: '' };
  const ids = {
    own: 0,
    other: 0,
    foremanEmployee: 0,
    helper: 0,
    stranger: 0,
    supplier: 0,
    ownExpense: 0,
    otherExpense: 0,
    ownRecord: 0,
    otherRecord: 0,
    ownPhoto: 0,
    otherPhoto: 0,
    ownReceipt: 0,
    otherReceipt: 0,
  };
  const files = { own: [] as string[], other: [] as string[] };
  const as = (who: keyof typeof cookies, method: string, path: string, body?: unknown) =>
    call(server.url, cookies[who], method, path, body);
  const created = async (who: keyof typeof cookies, path: string, body: unknown) => {
    const res = await as(who, 'POST', path, body);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(201);
    return res.body;
  };
  const image = (r: number) =>
    sharp({ create: { width: 48, height: 32, channels: 3, background: { r, g: 90, b: 160 } } })
      .png()
      .toBuffer();
  const uploadPhoto = async (who: keyof typeof cookies, projectId: number, caption: string) => {
    const form = new FormData();
    form.append('caption', caption);
    form.append('category', 'progress');
    form.append('photo', new Blob([new Uint8Array(await image(projectId % 200))], { type: 'image/png' }), `${caption}.png`);
    const res = await fetch(`${server.url}/api/projects/${projectId}/photos`, {
      method: 'POST',
      body: form,
      headers: { cookie: cookies[who] },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { photoId: number }).photoId;
  };
  /** A stored receipt image of a project (as a scan leaves it), straight into storage and the table. */
  const storeReceipt = async (projectId: number, fileName: string) => {
    await server.storage.save('receipts', fileName, await image(7));
    const [row] = await rows<{ id: number }>(
      server.database.db.execute(sql`INSERT INTO receipts (project_id, file_name, original_name, mime_type, file_size)
        VALUES (${projectId}, ${fileName}, 'receipt.png', 'image/png', 100) RETURNING id`),
    );
    return row.id;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { auth: true });
    const { db } = server.database;
    await createUser(db, { username: 'olivia', name: 'Olivia Owner', role: 'owner', employeeId: null, password: PASSWORD });
    await createUser(db, { username: 'maria', name: 'Maria Office', role: 'office', employeeId: null, password: PASSWORD });
    cookies.owner = (await signIn(server.url, 'olivia')).cookie;
    cookies.office = (await signIn(server.url, 'maria')).cookie;
    const employee = (name: string, phone: string, extra: Record<string, unknown> = {}) =>
      created('owner', '/api/employees', { name, phone, position: 'Carpenter', dailyRate: 200, payType: 'daily', ...extra });
    ids.foremanEmployee = (await employee('Fred Foreman', '(941) 555-0100')).id;
    ids.helper = (
      await employee('Hana Helper', SECRETS.helperPhone, {
        email: SECRETS.helperEmail,
        cashappHandle: SECRETS.helperHandle,
        dailyRate: Number(SECRETS.helperDailyRate),
        hourlyRate: Number(SECRETS.helperHourlyRate),
        preferredPaymentMethod: 'cashapp',
      })
    ).id;
    ids.stranger = (await employee(SECRETS.strangerName, SECRETS.strangerPhone)).id;
    await createUser(db, { username: 'fred', name: 'Fred Foreman', role: 'foreman', employeeId: ids.foremanEmployee, password: PASSWORD });
    cookies.foreman = (await signIn(server.url, 'fred')).cookie;

    ids.supplier = (
      await created('owner', '/api/suppliers', {
        name: 'Gulf Lumber',
        phone: SECRETS.supplierPhone,
        email: SECRETS.supplierEmail,
        is1099Payee: true,
        tin: SECRETS.supplierTin,
        tinKind: 'ein',
        w9OnFile: true,
      })
    ).id;
    await created('owner', '/api/subcontractors', {
      name: 'Pete Plumber',
      phone: SECRETS.subPhone,
      specialty: 'Plumbing',
      tin: SECRETS.subTin,
      tinKind: 'ein',
    });

    const today = todayIso();
    const job = { startDate: addDays(today, -10), endDate: addDays(today, 20), budget: 40000 };
    ids.own = (await created('owner', '/api/projects', { ...job, name: 'Fred site', location: 'Sarasota' })).id;
    ids.other = (await created('owner', '/api/projects', { ...job, name: SECRETS.otherName, location: SECRETS.otherLocation })).id;
    for (const [project, employeeId] of [
      [ids.own, ids.foremanEmployee],
      [ids.own, ids.helper],
      [ids.other, ids.stranger],
    ])
      await created('owner', `/api/projects/${project}/employees`, { employeeId });

    const expense = (projectId: number, description: string) => ({
      projectId,
      category: 'material',
      description,
      amount: 321.09,
      date: today,
      supplierId: ids.supplier,
    });
    ids.ownExpense = (await created('office', '/api/expenses', expense(ids.own, 'Office lumber'))).id;
    ids.otherExpense = (await created('office', '/api/expenses', expense(ids.other, SECRETS.otherExpense))).id;
    const work = (projectId: number, employeeId: number, description: string) => ({
      projectId,
      employeeId,
      date: addDays(today, -1),
      entryType: 'days',
      days: 1,
      description,
    });
    ids.ownRecord = (await created('office', '/api/time-entries', work(ids.own, ids.helper, 'Office framing'))).id;
    ids.otherRecord = (await created('office', '/api/time-entries', work(ids.other, ids.stranger, SECRETS.otherWork))).id;
    ids.ownPhoto = await uploadPhoto('office', ids.own, 'Office photo of the slab');
    ids.otherPhoto = await uploadPhoto('office', ids.other, SECRETS.otherPhoto);
    ids.ownReceipt = await storeReceipt(ids.own, 'own-receipt-0001.png');
    ids.otherReceipt = await storeReceipt(ids.other, 'other-receipt-0001.png');
    for (const [side, projectId] of [
      ['own', ids.own],
      ['other', ids.other],
    ] as const) {
      const photos = (await as('owner', 'GET', `/api/projects/${projectId}/photos`)).body as { url: string; thumbnailUrl: string | null }[];
      files[side].push(...photos.flatMap((p) => [p.url, p.thumbnailUrl ?? []].flat()));
    }
    files.own.push('/uploads/receipts/own-receipt-0001.png');
    files.other.push('/uploads/receipts/other-receipt-0001.png');
    await db.execute(sql`INSERT INTO notifications (project_id, rule_key, subject_key, type, severity, title, message)
      VALUES (${ids.other}, 'timeline_overrun', 'z', 'timeline', 'medium', ${`${SECRETS.otherName} is late`}, 'days')`);
  }, 180_000);
  afterAll(() => server?.close());

  /** Every GET route a foreman may call, with its path parameters filled from one side (his rows or the other project's). */
  const foremanGets = () =>
    Object.keys(ACCESS)
      .filter((k) => k.startsWith('GET ') && k !== 'GET /api/events' && allows(accessLevel('GET', k.slice(4)), 'foreman'))
      .sort();
  const fill = (path: string, side: 'own' | 'other') => {
    const pick = (own: number, other: number) => String(side === 'own' ? own : other);
    if (path.startsWith('/api/projects/:id')) return path.replace(':id', pick(ids.own, ids.other));
    if (path.startsWith('/api/expenses/:id')) return path.replace(':id', pick(ids.ownExpense, ids.otherExpense));
    if (path.startsWith('/api/time-entries/:id')) return path.replace(':id', pick(ids.ownRecord, ids.otherRecord));
    if (path.startsWith('/api/photos/:id')) return path.replace(':id', pick(ids.ownPhoto, ids.otherPhoto));
    return path.replace(/:[A-Za-z]+/g, '999999');
  };
  /** Query strings that name a project, so a filter cannot be used to reach another one. */
  const queries = (side: 'own' | 'other') => ['', `?projectId=${side === 'own' ? ids.own : ids.other}`, `?week=${weekStart(todayIso())}`];

  it('every GET route, with his ids and with the other project’s: no tax id, rate, phone, e-mail or handle, nothing of the other project', async () => {
    const routes = foremanGets();
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const found: Record<string, string[]> = {};
    const answered: string[] = [];
    for (const key of routes) {
      for (const side of ['own', 'other'] as const) {
        for (const query of queries(side)) {
          const path = fill(key.slice(4), side) + query;
          const res = await fetch(server.url + path, { headers: { cookie: cookies.foreman } });
          const text = await res.text();
          expect(res.status, `${path}: ${text}`).toBeLessThan(500);
          if (res.status !== 200) continue;
          answered.push(`${side} ${path}`);
          const problems = [...leaked(text), ...(res.headers.get('content-type')?.includes('json') ? forbiddenKeys(JSON.parse(text)) : [])];
          if (problems.length > 0) found[path] = problems;
        }
      }
    }
    expect(found).toEqual({});
    // The walk reached his own rows (a route that always refused would prove nothing).
    for (const reached of [
      `/api/projects/${ids.own}`,
      '/api/suppliers',
      '/api/expenses',
      '/api/time-entries',
      '/api/timesheet',
      '/api/notifications',
    ])
      expect(
        answered.some((a) => a.startsWith('own ') && a.slice(4).split('?')[0] === reached),
        reached,
      ).toBe(true);
    // The owner still gets every field (the sentinels are really there to leak).
    const owner = JSON.stringify((await as('owner', 'GET', '/api/suppliers')).body);
    expect(owner).toContain(SECRETS.supplierTin);
    expect(owner).toContain(SECRETS.supplierPhone);
  }, 180_000);

  it('every upload: his project’s photos, thumbnails and receipts open; the other project’s are refused', async () => {
    expect(files.own.length).toBeGreaterThanOrEqual(3);
    expect(files.other.length).toBeGreaterThanOrEqual(3);
    for (const url of files.own) {
      const res = await fetch(server.url + url, { headers: { cookie: cookies.foreman } });
      expect(res.status, url).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    for (const url of files.other) {
      const res = await fetch(server.url + url, { headers: { cookie: cookies.foreman } });
      expect(res.status, url).toBe(404);
      expect(await res.text()).not.toContain('PNG');
      // The office opens it.
      expect((await fetch(server.url + url, { headers: { cookie: cookies.office } })).status, url).toBe(200);
    }
    // A name that exists nowhere, and one outside the areas, answer the same 404: a foreman learns nothing from a guess.
    expect((await fetch(`${server.url}/uploads/photos/no-such-file.png`, { headers: { cookie: cookies.foreman } })).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/backups/x.tar`, { headers: { cookie: cookies.foreman } })).status).toBe(404);
    // Signed out: 401, as before.
    expect((await fetch(server.url + files.own[0])).status).toBe(401);
  });

  it('the event stream carries only changes of his projects', async () => {
    const stream = await openEventStream(`${server.url}/api/events`, { cookie: cookies.foreman });
    const owners = await openEventStream(`${server.url}/api/events`, { cookie: cookies.owner });
    try {
      expect(stream.status).toBe(200);
      await stream.next((e) => e.event === 'ready');
      await owners.next((e) => e.event === 'ready');
      const today = todayIso();
      const expense = (projectId: number, description: string) => ({
        projectId,
        category: 'material',
        description,
        amount: 5,
        date: today,
      });
      const hidden = await created('office', '/api/expenses', expense(ids.other, 'Zephyr stream test'));
      await created('office', '/api/suppliers', { name: 'Stream Supply' });
      await created('office', '/api/subcontractors', { name: 'Stream Sub', specialty: 'Paint' });
      const seen = await created('office', '/api/expenses', expense(ids.own, 'Own stream test'));
      const mine = await stream.next(
        (e) => e.event === 'change' && JSON.parse(e.data).ids?.includes(seen.id) && JSON.parse(e.data).table === 'expenses',
      );
      expect(JSON.parse(mine.data).projectIds).toEqual([ids.own]);
      // The owner's stream had the other project's change (so it was sent), and his did not.
      await owners.next((e) => e.event === 'change' && JSON.parse(e.data).ids?.includes(hidden.id));
      await owners.next((e) => e.event === 'change' && JSON.parse(e.data).ids?.includes(seen.id));
      await expect(stream.next((e) => e.event === 'change' && JSON.parse(e.data).projectIds?.includes(ids.other), 300)).rejects.toThrow(
        /no matching event/,
      );
      await expect(stream.next((e) => e.event === 'change' && JSON.parse(e.data).table === 'subcontractors', 300)).rejects.toThrow(
        /no matching event/,
      );
    } finally {
      stream.close();
      owners.close();
    }
  });

  it('cannot change or delete what the office entered on his own project; what he entered stays his to fix', async () => {
    const today = todayIso();
    const before = {
      expenses: await rowCount(server, 'expenses'),
      records: await rowCount(server, 'time_entries'),
      photos: await rowCount(server, 'project_photos'),
    };
    const expense = { projectId: ids.own, category: 'material', description: 'Changed by the foreman', amount: 1, date: today };
    const work = { projectId: ids.own, employeeId: ids.helper, date: today, entryType: 'days', days: 2, description: 'Changed' };
    const refused = { status: 403, body: { message: FOREMAN_NOT_YOURS } };
    expect(await as('foreman', 'PUT', `/api/expenses/${ids.ownExpense}`, expense)).toEqual(refused);
    expect(await as('foreman', 'DELETE', `/api/expenses/${ids.ownExpense}`)).toEqual(refused);
    expect(await as('foreman', 'PUT', `/api/time-entries/${ids.ownRecord}`, work)).toEqual(refused);
    expect(await as('foreman', 'DELETE', `/api/time-entries/${ids.ownRecord}`)).toEqual(refused);
    expect(await as('foreman', 'DELETE', `/api/photos/${ids.ownPhoto}`)).toEqual(refused);
    // The weekly timesheet neither changes nor deletes the office's record.
    const day = addDays(today, -1);
    const sheet = { from: day, to: day, employeeIds: [ids.helper] };
    const cell = { id: ids.ownRecord, employeeId: ids.helper, date: day, projectId: ids.own, entryType: 'days', days: 0.5 };
    for (const entries of [[cell], []]) {
      const saved = await as('foreman', 'PUT', '/api/timesheet', { ...sheet, entries });
      expect(saved.status, JSON.stringify(saved.body)).toBe(403);
      expect(saved.body.message).toContain(FOREMAN_NOT_YOURS);
    }
    expect(await rowCount(server, 'expenses')).toBe(before.expenses);
    expect(await rowCount(server, 'time_entries')).toBe(before.records);
    expect(await rowCount(server, 'project_photos')).toBe(before.photos);
    const stored = (await as('owner', 'GET', `/api/expenses/${ids.ownExpense}`)).body;
    expect(stored).toMatchObject({ description: 'Office lumber', amount: 321.09 });

    // His own entries: he fixes and removes them.
    const mine = await created('foreman', '/api/expenses', { ...expense, description: 'Fred screws' });
    expect(
      (await as('foreman', 'PUT', `/api/expenses/${mine.id}`, { ...expense, description: 'Fred screws, 2 boxes', amount: 2 })).status,
    ).toBe(200);
    expect((await as('foreman', 'DELETE', `/api/expenses/${mine.id}`)).status).toBe(204);
    const record = await created('foreman', '/api/time-entries', { ...work, days: 1, description: 'Fred framing' });
    expect((await as('foreman', 'PUT', `/api/time-entries/${record.id}`, { ...work, days: 0.5 })).status).toBe(200);
    expect((await as('foreman', 'DELETE', `/api/time-entries/${record.id}`)).status).toBe(204);
    const photo = await uploadPhoto('foreman', ids.own, 'Fred photo');
    // Each answer says who entered the entry, so his screens offer Edit and Delete on his own only.
    expect(mine.enteredBy).toEqual(expect.any(Number));
    expect(record.enteredBy).toBe(mine.enteredBy);
    const photos = (await as('foreman', 'GET', `/api/projects/${ids.own}/photos`)).body as { id: number; enteredBy: number | null }[];
    expect(photos.find((p) => p.id === photo)?.enteredBy).toBe(mine.enteredBy);
    expect(photos.find((p) => p.id === ids.ownPhoto)?.enteredBy).not.toBe(mine.enteredBy);
    expect((await as('foreman', 'GET', `/api/expenses/${ids.ownExpense}`)).body.enteredBy).not.toBe(mine.enteredBy);
    expect((await as('foreman', 'DELETE', `/api/photos/${photo}`)).status).toBe(204);
    // The office still changes anything.
    expect(
      (await as('office', 'PUT', `/api/expenses/${ids.ownExpense}`, { ...expense, description: 'Office lumber', amount: 321.09 })).status,
    ).toBe(200);
  });
});
