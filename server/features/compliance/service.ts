import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Certificate, CertificateInput, ComplianceItem, PayeePapersAnswer, W9, W9Input } from '../../../domain/api/compliance';
import { LOCAL_USER_NAME } from '../../../domain/audit';
import { type CertificateDates, holdMessage, isHeld, isListed, type PayeeType, payeeCompliance } from '../../../domain/compliance';
import { todayIso } from '../../../domain/dates';
import { dollarsToCents } from '../../../domain/money';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/upload';
import type { Actor } from '../auth/service';

/**
 * Paying only the right people (issue 44, docs/decisions/099-compliance.md): payees' W-9s and certificates, their
 * status (domain/compliance.ts decides it from the dates read here), and the hold on a payment to a payee that is
 * not complete.
 */

const TABLE: Record<PayeeType, SQL> = { subcontractor: sql.raw('subcontractors'), supplier: sql.raw('suppliers') };
const COLUMN: Record<PayeeType, SQL> = { subcontractor: sql.raw('subcontractor_id'), supplier: sql.raw('supplier_id') };
const LABEL: Record<PayeeType, string> = { subcontractor: 'Subcontractor', supplier: 'Supplier' };

type PapersRow = {
  payeeType: PayeeType;
  payeeId: number;
  name: string;
  is1099Payee: boolean;
  hasW9: boolean;
  certificates: CertificateDates[];
};

/** Which payees to read: one (any, listed or not), the payees of one project, or (none given) the list's. */
type PayeeFilter = { only?: { type: PayeeType; id: number }; projectId?: number };

/** The branch's WHERE for a payee table aliased p. */
function payeeWhere(type: PayeeType, f: PayeeFilter): SQL {
  if (f.only) return f.only.type === type ? sql`p.id = ${f.only.id}::bigint` : sql`false`;
  if (f.projectId !== undefined) {
    // On the job: a subcontractor assigned to it or paid on it; a 1099 supplier paid on it.
    const paid = sql`p.id IN (SELECT e.${COLUMN[type]} FROM expenses e WHERE e.project_id = ${f.projectId}::bigint AND e.${COLUMN[type]} IS NOT NULL)`;
    return type === 'subcontractor'
      ? sql`(${paid} OR p.id IN (SELECT ps.subcontractor_id FROM project_subcontractors ps WHERE ps.project_id = ${f.projectId}::bigint))`
      : sql`p.is_1099_payee AND ${paid}`;
  }
  return type === 'subcontractor' ? sql`p.active` : sql`p.is_1099_payee`;
}

/**
 * The payees with what their status depends on, in one statement (a UNION of subcontractors and suppliers, each
 * joined to its W-9 and its certificates' dates aggregated per payee), by name. The W-9 counts when a W-9 record
 * exists or the older "W-9 on file" flag is set (docs/decisions/099-compliance.md). Without a filter: the active
 * subcontractors and the 1099 suppliers.
 */
async function papersOf(db: Db, f: PayeeFilter = {}): Promise<PapersRow[]> {
  const branch = (type: PayeeType) =>
    sql`SELECT ${type}::text AS "payeeType", p.id AS "payeeId", p.name,
        ${type === 'subcontractor' ? sql`true` : sql`p.is_1099_payee`} AS "is1099Payee",
        (w.id IS NOT NULL OR p.w9_on_file) AS "hasW9", coalesce(c.list, '[]'::json) AS certificates
      FROM ${TABLE[type]} p
      LEFT JOIN w9_forms w ON w.${COLUMN[type]} = p.id
      LEFT JOIN certs c ON c.${COLUMN[type]} = p.id
      WHERE ${payeeWhere(type, f)}`;
  const certsOf = f.only ? sql`WHERE ${COLUMN[f.only.type]} = ${f.only.id}::bigint` : sql``;
  const [row] = await rows<{ body: string }>(
    db.execute(sql`WITH certs AS (
        SELECT subcontractor_id, supplier_id,
          json_agg(json_build_object('kind', kind, 'effectiveDate', effective_date::text, 'expiryDate', expiry_date::text)) AS list
        FROM insurance_certificates ${certsOf} GROUP BY subcontractor_id, supplier_id)
      SELECT coalesce(json_agg(x ORDER BY lower(x.name), x."payeeType", x."payeeId"), '[]')::text AS body FROM (
        ${branch('subcontractor')}
        UNION ALL
        ${branch('supplier')}) x`),
  );
  return JSON.parse(row.body) as PapersRow[];
}

const statusOf = (p: PapersRow, today: string) => payeeCompliance(p, today);

/**
 * GET /api/compliance: every payee that needs papers, its status today and what is missing; with a project, the
 * payees of that job (GET /api/projects/:id/compliance; 404 for a project that does not exist).
 */
export async function listCompliance(db: Db, projectId?: number, today = todayIso()): Promise<ComplianceItem[]> {
  if (projectId !== undefined) {
    const found = await rows(db.execute(sql`SELECT 1 FROM projects WHERE id = ${projectId}::bigint`));
    if (found.length === 0) throw notFound('Project');
  }
  const payees = await papersOf(db, { projectId });
  return payees.filter(isListed).map((p) => {
    const { status, missing } = statusOf(p, today);
    return { payeeType: p.payeeType, payeeId: p.payeeId, name: p.name, status, missing };
  });
}

async function assertPayee(db: Db, type: PayeeType, id: number): Promise<void> {
  const found = await rows(db.execute(sql`SELECT 1 FROM ${TABLE[type]} WHERE id = ${id}::bigint`));
  if (found.length === 0) throw notFound(LABEL[type]);
}

const w9Columns = sql`w.id, CASE WHEN w.subcontractor_id IS NULL THEN 'supplier' ELSE 'subcontractor' END AS "payeeType",
  coalesce(w.subcontractor_id, w.supplier_id) AS "payeeId", w.legal_name AS "legalName", w.business_name AS "businessName",
  w.entity_type AS "entityType", w.tin, w.tin_kind AS "tinKind", w.signed_date::text AS "signedDate",
  CASE WHEN w.file_name IS NULL THEN NULL ELSE '/uploads/compliance/' || w.file_name END AS "documentUrl",
  ${isoTimestamp(sql`w.updated_at`)} AS "updatedAt"`;

const certificateColumns = sql`c.id, CASE WHEN c.subcontractor_id IS NULL THEN 'supplier' ELSE 'subcontractor' END AS "payeeType",
  coalesce(c.subcontractor_id, c.supplier_id) AS "payeeId", c.kind, c.carrier, c.policy_number AS "policyNumber",
  (c.each_occurrence_cents / 100.0)::float8 AS "eachOccurrence", (c.aggregate_cents / 100.0)::float8 AS "aggregate",
  c.effective_date::text AS "effectiveDate", c.expiry_date::text AS "expiryDate", c.additional_insured AS "additionalInsured",
  CASE WHEN c.file_name IS NULL THEN NULL ELSE '/uploads/compliance/' || c.file_name END AS "documentUrl",
  ${isoTimestamp(sql`c.created_at`)} AS "createdAt"`;

/** A payee's W-9, or null when none is on file; 404 for a payee that does not exist. */
export async function getW9(db: Db, type: PayeeType, id: number): Promise<W9 | null> {
  await assertPayee(db, type, id);
  const [w9] = await rows<W9>(db.execute(sql`SELECT ${w9Columns} FROM w9_forms w WHERE w.${COLUMN[type]} = ${id}::bigint`));
  return w9 ?? null;
}

/**
 * Saves a payee's W-9 (replacing the one on file, its scanned form kept) and copies its TIN and kind onto the payee
 * with "W-9 on file", so the 1099s and backup withholding read the same number the form gives.
 */
export async function saveW9(db: Db, type: PayeeType, id: number, input: W9Input): Promise<W9> {
  await assertPayee(db, type, id);
  const column = COLUMN[type];
  const [w9] = await rows<W9>(
    db.execute(sql`WITH saved AS (
        INSERT INTO w9_forms AS w (${column}, legal_name, business_name, entity_type, tin, tin_kind, signed_date)
        VALUES (${id}::int, ${input.legalName}, ${input.businessName}, ${input.entityType}, ${input.tin}, ${input.tinKind}, ${input.signedDate}::date)
        ON CONFLICT (${column}) DO UPDATE SET legal_name = excluded.legal_name, business_name = excluded.business_name,
          entity_type = excluded.entity_type, tin = excluded.tin, tin_kind = excluded.tin_kind, signed_date = excluded.signed_date,
          updated_at = now()
        RETURNING *),
      payee AS (UPDATE ${TABLE[type]} SET tin = ${input.tin}, tin_kind = ${input.tinKind}, w9_on_file = true WHERE id = ${id}::bigint RETURNING id)
      SELECT ${w9Columns} FROM saved w, payee`),
  );
  return w9;
}

/** A payee's certificates, latest expiry first; 404 for a payee that does not exist. */
export async function listCertificates(db: Db, type: PayeeType, id: number): Promise<Certificate[]> {
  await assertPayee(db, type, id);
  return rows<Certificate>(
    db.execute(sql`SELECT ${certificateColumns} FROM insurance_certificates c WHERE c.${COLUMN[type]} = ${id}::bigint
      ORDER BY c.expiry_date DESC, c.id DESC`),
  );
}

const centsOrNull = (dollars: number | null) => (dollars === null ? null : String(dollarsToCents(dollars)));

/** Adds a certificate of insurance or a workers' comp exemption to a payee. */
export async function addCertificate(db: Db, type: PayeeType, id: number, input: CertificateInput): Promise<Certificate> {
  await assertPayee(db, type, id);
  const [certificate] = await rows<Certificate>(
    db.execute(sql`WITH saved AS (
        INSERT INTO insurance_certificates (${COLUMN[type]}, kind, carrier, policy_number, each_occurrence_cents, aggregate_cents,
          effective_date, expiry_date, additional_insured)
        VALUES (${id}::int, ${input.kind}, ${input.carrier}, ${input.policyNumber}, ${centsOrNull(input.eachOccurrence)}::bigint,
          ${centsOrNull(input.aggregate)}::bigint, ${input.effectiveDate}::date, ${input.expiryDate}::date, ${input.additionalInsured})
        RETURNING *)
      SELECT ${certificateColumns} FROM saved c`),
  );
  return certificate;
}

/** Deletes a certificate; 404 when missing. Answers its scanned file's name (removed by the caller after the commit), or null. */
export async function removeCertificate(db: Db, id: number): Promise<string | null> {
  const deleted = await rows<{ fileName: string | null }>(
    db.execute(sql`DELETE FROM insurance_certificates WHERE id = ${id}::bigint RETURNING file_name AS "fileName"`),
  );
  if (deleted.length === 0) throw notFound('Certificate');
  return deleted[0].fileName;
}

/**
 * Stores a scanned W-9 or certificate (already checked by its bytes, server/http/upload.ts) under a new name and points
 * the row at it, in `write` (the caller's audited transaction); the file it replaces is removed after, and the new one
 * is removed again when the row could not be written, so no file is left without its row.
 */
async function attachDocument<T>(
  storage: FileStorage,
  prefix: string,
  file: UploadedFile,
  write: (fileName: string) => Promise<{ answer: T; replaced: string | null }>,
): Promise<T> {
  const fileName = `${prefix}-${randomUUID()}.${file.ext}`;
  await storage.save('compliance', fileName, file.buffer);
  let result: { answer: T; replaced: string | null };
  try {
    result = await write(fileName);
  } catch (err) {
    await storage.remove('compliance', fileName);
    throw err;
  }
  if (result.replaced) await storage.remove('compliance', result.replaced).catch(() => {});
  return result.answer;
}

/** Points a payee's W-9 at a new scanned form; 404 for a payee without a W-9 (the form's fields come first). */
export async function attachW9Document(
  db: Db,
  run: <T>(write: (tx: Db) => Promise<T>) => Promise<T>,
  storage: FileStorage,
  type: PayeeType,
  id: number,
  file: UploadedFile,
): Promise<W9> {
  await assertPayee(db, type, id);
  const [found] = await rows(db.execute(sql`SELECT 1 FROM w9_forms WHERE ${COLUMN[type]} = ${id}::bigint`));
  if (!found) throw new AppError('not_found', 'This payee has no W-9 yet: save the W-9 (name, TIN, signed date) first, then add its scan');
  return attachDocument(storage, `w9-${type}-${id}`, file, (fileName) =>
    run(async (tx) => {
      const [old] = await rows<{ fileName: string | null }>(
        tx.execute(sql`SELECT file_name AS "fileName" FROM w9_forms WHERE ${COLUMN[type]} = ${id}::bigint FOR UPDATE`),
      );
      if (!old) throw notFound('W-9');
      const [w9] = await rows<W9>(
        tx.execute(sql`WITH saved AS (UPDATE w9_forms SET file_name = ${fileName}, updated_at = now() WHERE ${COLUMN[type]} = ${id}::bigint RETURNING *)
          SELECT ${w9Columns} FROM saved w`),
      );
      return { answer: w9, replaced: old.fileName };
    }),
  );
}

/** Points a certificate at a new scan; 404 when the certificate does not exist. */
export async function attachCertificateDocument(
  db: Db,
  run: <T>(write: (tx: Db) => Promise<T>) => Promise<T>,
  storage: FileStorage,
  id: number,
  file: UploadedFile,
): Promise<Certificate> {
  const [found] = await rows(db.execute(sql`SELECT 1 FROM insurance_certificates WHERE id = ${id}::bigint`));
  if (!found) throw notFound('Certificate');
  return attachDocument(storage, `certificate-${id}`, file, (fileName) =>
    run(async (tx) => {
      const [old] = await rows<{ fileName: string | null }>(
        tx.execute(sql`SELECT file_name AS "fileName" FROM insurance_certificates WHERE id = ${id}::bigint FOR UPDATE`),
      );
      if (!old) throw notFound('Certificate');
      const [certificate] = await rows<Certificate>(
        tx.execute(sql`WITH saved AS (UPDATE insurance_certificates SET file_name = ${fileName} WHERE id = ${id}::bigint RETURNING *)
          SELECT ${certificateColumns} FROM saved c`),
      );
      return { answer: certificate, replaced: old.fileName };
    }),
  );
}

/** A payee's W-9, certificates and status today, together (the payee's compliance tab). */
export async function payeePapers(db: Db, type: PayeeType, id: number, today = todayIso()): Promise<PayeePapersAnswer> {
  const [papers] = await papersOf(db, { only: { type, id } });
  if (!papers) throw notFound(LABEL[type]);
  const { status, missing } = statusOf(papers, today);
  const [w9, certificates] = [await getW9(db, type, id), await listCertificates(db, type, id)];
  return { payeeType: type, payeeId: id, name: papers.name, status, missing, w9, certificates };
}

/** What a payment carries to be checked by the hold (an expense input's fields). */
export type HeldPayment = {
  paymentMethod: string | null;
  supplierId: number | null;
  subcontractorId: number | null;
  override: { reason: string } | null;
};

/** The override to store with a payment: the reason and who gave it (the time is the write's). */
export type OverrideToStore = { reason: string; by: string };

/**
 * The hold before paying (issue 44 scope 3), run in the payment's own transaction: a payment (an expense with a
 * payment method) to a supplier or subcontractor whose status today is not complete is refused with 409 naming what
 * is missing, unless it carries an override with a reason; a foreman cannot override (403). Answers the override to
 * store, or null when nothing is held (no payment method, no payee, every payee complete).
 */
export async function paymentHold(db: Db, payment: HeldPayment, actor: Actor | null, today = todayIso()): Promise<OverrideToStore | null> {
  if (payment.paymentMethod === null) return null;
  const named: { type: PayeeType; id: number }[] = [];
  if (payment.subcontractorId !== null) named.push({ type: 'subcontractor', id: payment.subcontractorId });
  if (payment.supplierId !== null) named.push({ type: 'supplier', id: payment.supplierId });
  const held: { name: string; missing: string[] }[] = [];
  for (const payee of named) {
    const [papers] = await papersOf(db, { only: payee });
    if (!papers) continue; // a missing payee is the reference check's 400
    const { status, missing } = statusOf(papers, today);
    if (isHeld(status)) held.push({ name: papers.name, missing });
  }
  if (held.length === 0) return null;
  if (payment.override === null) {
    const message = held.map((h) => holdMessage(h.name, h.missing)).join(' ');
    throw new AppError('conflict', message, [{ path: 'override', message }]);
  }
  if (actor?.role === 'foreman') {
    const what = held.map((h) => `${h.name}: ${h.missing.join('; ')}.`).join(' ');
    throw new AppError('forbidden', `${what} Only the office or the owner can override this hold: ask them to record the payment.`);
  }
  return { reason: payment.override.reason, by: actor?.id == null ? LOCAL_USER_NAME : actor.name };
}
