import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmployee, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, rowCount, startTestServer, type TestServer } from '../../test/harness';

describe.each(databaseKinds)('team assignment API on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let projectId: number;
  const assignmentCount = async () => rowCount(server, 'project_employees');

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    projectId = (await api.post('/api/projects', projectPayload())).body.id;
  });
  afterAll(() => server.close());

  it('assigns, lists with the employee and rates, and removes', async () => {
    const db = server.database.db;
    const zoe = await insertEmployee(db, { name: 'Zoe Park', dailyRate: '210.00' });
    const abe = await insertEmployee(db, { name: 'Abe Cruz', dailyRate: null, hourlyRate: '31.25' });
    const first = await api.post(`/api/projects/${projectId}/employees`, { employeeId: zoe });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      projectId,
      employeeId: zoe,
      hoursWorked: 0,
      employee: { name: 'Zoe Park', position: 'Carpenter', dailyRate: 210, hourlyRate: null, active: true },
    });
    expect((await api.post(`/api/projects/${projectId}/employees`, { employeeId: String(abe) })).status).toBe(201);

    const list = await api.get(`/api/projects/${projectId}/employees`);
    expect(list.body.map((a: { employee: { name: string } }) => a.employee.name)).toEqual(['Abe Cruz', 'Zoe Park']);
    expect((await api.get(`/api/projects/${projectId}`)).body.projectEmployees).toHaveLength(2);

    expect((await api.del(`/api/projects/${projectId}/employees/${zoe}`)).status).toBe(204);
    expect((await api.get(`/api/projects/${projectId}/employees`)).body).toHaveLength(1);
    expect(await api.del(`/api/projects/${projectId}/employees/${zoe}`)).toEqual({
      status: 404,
      body: { message: 'This employee is not assigned to this project' },
    });
  });

  it('refuses a second assignment of the same employee with 409, writing nothing', async () => {
    const e = await insertEmployee(server.database.db, { name: 'Twice' });
    await api.post(`/api/projects/${projectId}/employees`, { employeeId: e });
    const before = await assignmentCount();
    expect(await api.post(`/api/projects/${projectId}/employees`, { employeeId: e })).toEqual({
      status: 409,
      body: { message: 'Employee is already assigned to this project' },
    });
    expect(await assignmentCount()).toBe(before);
  });

  it.each([
    [{}, 'employeeId', 'Please select an employee'],
    [{ employeeId: 'abc' }, 'employeeId', 'Invalid employee ID'],
    [{ employeeId: 1.5 }, 'employeeId', 'Invalid employee ID'],
    [{ employeeId: 999_999 }, 'employeeId', 'Employee not found'],
  ])('refuses %j with 400 and a field error', async (body, path, message) => {
    const before = await assignmentCount();
    const res = await api.post(`/api/projects/${projectId}/employees`, body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
    expect(await assignmentCount()).toBe(before);
  });

  it('refuses an inactive employee', async () => {
    const e = await insertEmployee(server.database.db, { name: 'Gone' });
    await server.database.db.execute(sql`UPDATE employees SET active = false WHERE id = ${e}`);
    const res = await api.post(`/api/projects/${projectId}/employees`, { employeeId: e });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Only active employees can be assigned');
  });

  it('answers 404 for an unknown project', async () => {
    expect((await api.get('/api/projects/999999/employees')).status).toBe(404);
    expect((await api.post('/api/projects/999999/employees', { employeeId: 1 })).body).toEqual({ message: 'Project not found' });
    expect((await api.del('/api/projects/999999/employees/1')).status).toBe(404);
  });
});
