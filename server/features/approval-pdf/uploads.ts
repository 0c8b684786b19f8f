import { sql } from 'drizzle-orm';
import type { PdfDuplicate } from '../../../domain/api/approval-pdf';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { sha256Hex } from '../receipts/checks';

type UploadRow = { id: number; uploadedAt: string; fileName: string; projectId: number | null; projectName: string | null };

const selectUpload = (
  sha256: string,
) => sql`SELECT u.id, to_char(u.uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "uploadedAt",
    u.original_name AS "fileName", p.id AS "projectId", p.name AS "projectName"
  FROM approval_pdf_uploads u LEFT JOIN projects p ON p.id = u.project_id WHERE u.sha256 = ${sha256}`;

const asDuplicate = (u: UploadRow): PdfDuplicate => ({
  reason: 'same-pdf',
  uploadedAt: u.uploadedAt,
  fileName: u.fileName,
  projectId: u.projectId,
  projectName: u.projectName,
});

/**
 * Records a PDF read for a project's fields (its SHA-256, once) and answers its id with the earlier reading when
 * there was one. Reading the same bytes again keeps the first row: when and under what name it was first read,
 * and the project it became.
 */
export async function recordApprovalPdf(
  db: Db,
  bytes: Buffer,
  fileName: string,
): Promise<{ approvalPdfId: number; duplicates: PdfDuplicate[] }> {
  const sha256 = sha256Hex(bytes);
  const [before] = await rows<UploadRow>(db.execute(selectUpload(sha256)));
  if (before) return { approvalPdfId: before.id, duplicates: [asDuplicate(before)] };
  // ON CONFLICT: two readings of one PDF at once both get its one row.
  await db.execute(sql`INSERT INTO approval_pdf_uploads (sha256, original_name) VALUES (${sha256}, ${fileName.slice(0, 255)})
    ON CONFLICT (sha256) DO NOTHING`);
  const [row] = await rows<UploadRow>(db.execute(selectUpload(sha256)));
  return { approvalPdfId: row.id, duplicates: [] };
}

/**
 * The earlier reading of this PDF that became a project, for the profitability answer (which records nothing: a
 * PDF analyzed right after its fields were read is not a duplicate of itself).
 */
export async function approvalPdfProjects(db: Db, bytes: Buffer): Promise<PdfDuplicate[]> {
  const found = await rows<UploadRow>(db.execute(selectUpload(sha256Hex(bytes))));
  return found.filter((u) => u.projectId !== null).map(asDuplicate);
}
