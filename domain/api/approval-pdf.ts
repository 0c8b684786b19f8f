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

/** Answer of POST /api/projects/extract-from-pdf: the project fields found. */
export const extractPdfResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    data: extractedProjectSchema,
    message: z.string(),
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
    ...pdfReadInfoSchema.shape,
  }),
);
export type AnalyzePdfResponse = z.infer<typeof analyzePdfResponseSchema>;

/**
 * Approval PDFs (spec part 1 §2.7, §7.2): a proposal, estimate or approval PDF sent as multipart field `pdf` is
 * read into the project fields it holds, or into its profitability analysis. Nothing is stored.
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
