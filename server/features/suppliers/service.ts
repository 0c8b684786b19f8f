import { eq, sql } from 'drizzle-orm';
import { storedTinKind } from '../../../domain/backup-withholding';
import type { Supplier, SupplierInput } from '../../../domain/people';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/references';
import { suppliers } from '../../db/schema';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';

/** The supplier read shape (alias s). */
const supplierColumns = sql`
  s.id, s.name, s.contact_person AS "contactPerson", s.email, s.phone, s.address, s.specialties,
  s.is_1099_payee AS "is1099Payee", s.tin, s.tin_kind AS "tinKind", s.w9_on_file AS "w9OnFile", ${isoTimestamp(sql`s.created_at`)} AS "createdAt"`;

/**
 * Every supplier by name; with a search term, those whose name, contact person or any specialty contains
 * it, ignoring case. strpos instead of LIKE, so '%' and '_' in the term are plain characters.
 */
export async function listSuppliers(db: Db, q: { search?: string }): Promise<Supplier[]> {
  const term = q.search?.trim();
  const where = term
    ? sql`WHERE strpos(lower(s.name), lower(${term}::text)) > 0
        OR strpos(lower(coalesce(s.contact_person, '')), lower(${term}::text)) > 0
        OR EXISTS (SELECT 1 FROM unnest(s.specialties) sp WHERE strpos(lower(sp), lower(${term}::text)) > 0)`
    : sql``;
  return rows<Supplier>(db.execute(sql`SELECT ${supplierColumns} FROM suppliers s ${where} ORDER BY lower(s.name), s.id`));
}

/** One supplier, or 404. */
export async function getSupplier(db: Db, id: number): Promise<Supplier> {
  const [row] = await rows<Supplier>(db.execute(sql`SELECT ${supplierColumns} FROM suppliers s WHERE s.id = ${id}`));
  if (!row) throw notFound('Supplier');
  return row;
}

const supplierValues = (input: SupplierInput) => ({
  name: input.name,
  contactPerson: input.contactPerson,
  email: input.email,
  phone: input.phone,
  address: input.address,
  specialties: input.specialties,
  is1099Payee: input.is1099Payee,
  tin: input.tin,
  tinKind: storedTinKind(input.tin, input.tinKind),
  w9OnFile: input.w9OnFile,
});

/** Creates a supplier. */
export async function createSupplier(db: Db, input: SupplierInput): Promise<Supplier> {
  const [created] = await db.insert(suppliers).values(supplierValues(input)).returning({ id: suppliers.id });
  return getSupplier(db, created.id);
}

/** Replaces the editable fields of a supplier; 404 when missing. */
export async function updateSupplier(db: Db, id: number, input: SupplierInput): Promise<Supplier> {
  return db.transaction(async (tx) => {
    const updated = await tx.update(suppliers).set(supplierValues(input)).where(eq(suppliers.id, id)).returning({ id: suppliers.id });
    if (updated.length === 0) throw notFound('Supplier');
    return getSupplier(tx, id);
  });
}

type SupplierUsage = { name: string; expenses: number };

/** The name of a supplier and how many expenses refer to it; undefined when missing. Receipts don't count (their link is cleared). */
async function supplierUsage(db: Db, id: number): Promise<SupplierUsage | undefined> {
  const [row] = await rows<SupplierUsage>(
    db.execute(sql`SELECT s.name, (SELECT count(*) FROM expenses x WHERE x.supplier_id = s.id)::int AS expenses
      FROM suppliers s WHERE s.id = ${id}`),
  );
  return row;
}

/** "Home Depot can't be deleted: 5 expenses refer to this supplier. …" */
function inUseMessage(u: SupplierUsage): string {
  const what = u.expenses === 0 ? 'other records still refer' : u.expenses === 1 ? '1 expense refers' : `${u.expenses} expenses refer`;
  return `${u.name} can't be deleted: ${what} to this supplier. It stays on file to keep their history.`;
}

/**
 * Deletes a supplier (receipts keep their rows with the supplier cleared). Refused with 409 while expenses
 * refer to it; 404 when missing. The row is locked first, so an expense inserted meanwhile waits.
 */
export async function deleteSupplier(db: Db, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const locked = await rows(tx.execute(sql`SELECT id FROM suppliers WHERE id = ${id} FOR UPDATE`));
      if (locked.length === 0) throw notFound('Supplier');
      const usage = await supplierUsage(tx, id);
      if (usage && usage.expenses > 0) throw new AppError('conflict', inUseMessage(usage));
      await tx.delete(suppliers).where(eq(suppliers.id, id));
    });
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
    // A reference the count doesn't know about (or one that raced in): answer with the same 409.
    const usage = await supplierUsage(db, id);
    if (!usage) throw notFound('Supplier');
    throw new AppError('conflict', inUseMessage(usage));
  }
}
