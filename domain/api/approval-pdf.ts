import { z } from 'zod';
import { extractedProjectSchema } from '../approval-pdf';
import { lazySchema } from '../lazy-schema';
import { pdfProfitabilityResultSchema } from '../pdf-profitability';
import { defineEndpoint } from './endpoint';

/** How the server read the PDF, returned with both answers. */
export const pdfReadInfoSchema = lazySchema(() =>
  z.object({
    method: z.enum(['text-layer', 'ocr']),
    pages: z.number().int(),
    pagesRead: z.number().int(),
    /** Extraction time on the server, milliseconds. */
    ms: z.number(),
    ocrConfidence: z.number().optional(),
    note: z.string().optional(),
  }),
);
export type PdfReadInfo = z.infer<typeof pdfReadInfoSchema>;

/**
 * The same PDF (SHA-256 of its bytes) read before for a project's fields: when, under what file name, and the
 * project it became (null when no project was saved with it, or it was deleted). A warning, never a block.
 */
export const pdfDuplicateSchema = lazySchema(() =>
  z.object({
    reason: z.literal('same-pdf'),
    uploadedAt: z.string(),
    fileName: z.string(),
    projectId: z.number().int().nullable(),
    projectName: z.string().nullable(),
  }),
);
export type PdfDuplicate = z.infer<typeof pdfDuplicateSchema>;

/** Possible duplicates of the PDF, in both answers. */
const pdfChecksSchema = lazySchema(() => z.object({ duplicates: z.array(pdfDuplicateSchema) }));

/**
 * Answer of POST /api/projects/extract-from-pdf: the project fields found, and approvalPdfId, the id to send as
 * approvalPdfId with POST /api/projects so the project is known as what this PDF became.
 */
export const extractPdfResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    data: extractedProjectSchema,
    message: z.string(),
    approvalPdfId: z.number().int(),
    checks: pdfChecksSchema,
    ...pdfReadInfoSchema.shape,
  }),
);
export type ExtractPdfResponse = z.infer<typeof extractPdfResponseSchema>;

/** Answer of POST /api/projects/analyze-pdf-profitability. */
export const analyzePdfResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    data: pdfProfitabilityResultSchema,
    message: z.string(),
    checks: pdfChecksSchema,
    ...pdfReadInfoSchema.shape,
  }),
);
export type AnalyzePdfResponse = z.infer<typeof analyzePdfResponseSchema>;

/**
 * Approval PDFs (spec part 1 §2.7, §7.2): a proposal, estimate or approval PDF sent as multipart field `pdf` is
 * read into the project fields it holds, or into its profitability analysis. The PDF is not stored; reading its
 * fields keeps its SHA-256 (migration 0055), so the same PDF read again warns of the project it already became.
 */
export const approvalPdfApi = {
  extract: defineEndpoint({ method: 'POST', path: '/api/projects/extract-from-pdf', multipart: true, response: extractPdfResponseSchema }),
  analyzeProfitability: defineEndpoint({
    method: 'POST',
    path: '/api/projects/analyze-pdf-profitability',
    multipart: true,
    response: analyzePdfResponseSchema,
  }),
};
