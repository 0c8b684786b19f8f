import { sql } from 'drizzle-orm';
import type { Assignment } from '../../../domain/work-records';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';

const assignmentSelect = sql`
  SELECT pe.id, pe.project_id AS "projectId", pe.employee_id AS "employeeId", pe.hours_worked::float8 AS "hoursWorked",
    ${isoTimestamp(sql`pe.assigned_date`)} AS "assignedDate",
    json_build_object('id', em.id, 'name', em.name, 'position', em.position, 'payType', em.pay_type,
      'dailyRate', em.daily_rate::float8, 'hourlyRate', em.hourly_rate::float8, 'active', em.active) AS employee
  FROM project_employees pe JOIN employees em ON em.id = pe.employee_id`;

async function assertProject(db: Db, projectId: number): Promise<void> {
  const found = await rows(db.execute(sql`SELECT 1 FROM projects WHERE id = ${projectId}`));
  if (found.length === 0) throw notFound('Project');
}

/** The team of a project with each member's rates, by name. */
export async function listAssignments(db: Db, projectId: number): Promise<Assignment[]> {
  await assertProject(db, projectId);
  return rows<Assignment>(db.execute(sql`${assignmentSelect} WHERE pe.project_id = ${projectId} ORDER BY em.name, pe.id`));
}

/** Assigns an active employee to a project; 409 when already assigned. */
export async function assignEmployee(db: Db, projectId: number, employeeId: number): Promise<Assignment> {
  return db.transaction(async (tx) => {
    await assertProject(tx, projectId);
    const [employee] = await rows<{ active: boolean }>(tx.execute(sql`SELECT active FROM employees WHERE id = ${employeeId}`));
    if (!employee) throw new AppError('invalid', 'Employee not found', [{ path: 'employeeId', message: 'Employee not found' }]);
    if (!employee.active) {
      throw new AppError('invalid', 'Only active employees can be assigned', [
        { path: 'employeeId', message: 'Only active employees can be assigned' },
      ]);
    }
    const inserted = await rows<{ id: number }>(
      tx.execute(sql`INSERT INTO project_employees (project_id, employee_id) VALUES (${projectId}, ${employeeId})
        ON CONFLICT (project_id, employee_id) DO NOTHING RETURNING id`),
    );
    if (inserted.length === 0) throw new AppError('conflict', 'Employee is already assigned to this project');
    const [row] = await rows<Assignment>(tx.execute(sql`${assignmentSelect} WHERE pe.id = ${inserted[0].id}`));
    return row;
  });
}

/** Removes an employee from a project's team; their work records stay. 404 when not assigned. */
export async function removeAssignment(db: Db, projectId: number, employeeId: number): Promise<void> {
  await assertProject(db, projectId);
  const deleted = await rows(
    db.execute(sql`DELETE FROM project_employees WHERE project_id = ${projectId} AND employee_id = ${employeeId} RETURNING id`),
  );
  if (deleted.length === 0) throw new AppError('not_found', 'This employee is not assigned to this project');
}
