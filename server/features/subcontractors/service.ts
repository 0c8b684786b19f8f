import { eq, sql } from 'drizzle-orm';
import { storedTinKind } from '../../../domain/backup-withholding';
import type { Subcontractor, SubcontractorInput } from '../../../domain/people';
import type { Db } from '../../db/client';
import { isForeignKeyViolation, referencesPhrase } from '../../db/references';
import { subcontractors } from '../../db/schema';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';

/** The subcontractor read shape (alias s). */
const subcontractorColumns = sql`
  s.id, s.name, s.company, s.email, s.phone, s.specialty, s.license_number AS "licenseNumber",
  s.insurance_expiry::text AS "insuranceExpiry", s.tin, s.tin_kind AS "tinKind", s.w9_on_file AS "w9OnFile", s.active, ${isoTimestamp(sql`s.created_at`)} AS "createdAt"`;

/** Every subcontractor by name. */
export async function listSubcontractors(db: Db): Promise<Subcontractor[]> {
  return rows<Subcontractor>(db.execute(sql`SELECT ${subcontractorColumns} FROM subcontractors s ORDER BY lower(s.name), s.id`));
}

/** One subcontractor, or 404. */
export async function getSubcontractor(db: Db, id: number): Promise<Subcontractor> {
  const [row] = await rows<Subcontractor>(db.execute(sql`SELECT ${subcontractorColumns} FROM subcontractors s WHERE s.id = ${id}`));
  if (!row) throw notFound('Subcontractor');
  return row;
}

const subcontractorValues = (input: SubcontractorInput) => ({
  name: input.name,
  company: input.company,
  email: input.email,
  phone: input.phone,
  specialty: input.specialty,
  licenseNumber: input.licenseNumber,
  insuranceExpiry: input.insuranceExpiry,
  tin: input.tin,
  tinKind: storedTinKind(input.tin, input.tinKind),
  w9OnFile: input.w9OnFile,
  active: input.active,
});

/** Creates a subcontractor. */
export async function createSubcontractor(db: Db, input: SubcontractorInput): Promise<Subcontractor> {
  const [created] = await db.insert(subcontractors).values(subcontractorValues(input)).returning({ id: subcontractors.id });
  return getSubcontractor(db, created.id);
}

/** Replaces the editable fields of a subcontractor; 404 when missing. */
export async function updateSubcontractor(db: Db, id: number, input: SubcontractorInput): Promise<Subcontractor> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(subcontractors)
      .set(subcontractorValues(input))
      .where(eq(subcontractors.id, id))
      .returning({ id: subcontractors.id });
    if (updated.length === 0) throw notFound('Subcontractor');
    return getSubcontractor(tx, id);
  });
}

type SubcontractorUsage = { name: string; expenses: number; workRecords: number };

/** The name of a subcontractor and how many rows refer to it, counted in one statement; undefined when missing. */
async function subcontractorUsage(db: Db, id: number): Promise<SubcontractorUsage | undefined> {
  const [row] = await rows<SubcontractorUsage>(
    db.execute(sql`SELECT s.name,
        (SELECT count(*) FROM expenses x WHERE x.subcontractor_id = s.id)::int AS expenses,
        (SELECT count(*) FROM time_entries t WHERE t.subcontractor_id = s.id)::int AS "workRecords"
      FROM subcontractors s WHERE s.id = ${id}`),
  );
  return row;
}

/** "Ace Roofing can't be deleted: 2 expenses refer to this subcontractor. Mark … inactive …" */
function inUseMessage(u: SubcontractorUsage): string {
  const phrase = referencesPhrase([
    [u.expenses, 'expense', 'expenses'],
    [u.workRecords, 'work record', 'work records'],
  ]);
  return `${u.name} can't be deleted: ${phrase ?? 'other records still refer'} to this subcontractor. Mark the subcontractor inactive instead to keep the history.`;
}

/**
 * Deletes a subcontractor and its project assignments (cascade). Refused with 409 while expenses or work
 * records refer to it; 404 when missing. The row is locked first, so a reference inserted meanwhile waits.
 */
export async function deleteSubcontractor(db: Db, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const locked = await rows(tx.execute(sql`SELECT id FROM subcontractors WHERE id = ${id} FOR UPDATE`));
      if (locked.length === 0) throw notFound('Subcontractor');
      const usage = await subcontractorUsage(tx, id);
      if (usage && usage.expenses + usage.workRecords > 0) throw new AppError('conflict', inUseMessage(usage));
      await tx.delete(subcontractors).where(eq(subcontractors.id, id));
    });
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
    // A reference the count doesn't know about (or one that raced in): answer with the same 409.
    const usage = await subcontractorUsage(db, id);
    if (!usage) throw notFound('Subcontractor');
    throw new AppError('conflict', inUseMessage(usage));
  }
}
