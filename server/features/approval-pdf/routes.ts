import { z } from 'zod';
import { extractedProjectSchema } from '../../../domain/approval-pdf';
import { pdfProfitabilityResultSchema } from '../../../domain/pdf-profitability';
import type { Feature } from '../../context';
import { PDF_TYPE_MESSAGE, readUpload } from '../../http/upload';
import { analyzePdf, extractProjectFromPdf } from './service';

/** How the PDF was read, returned with both answers. */
const readInfoShape = {
  method: z.enum(['text-layer', 'ocr']),
  pages: z.number().int(),
  pagesRead: z.number().int(),
  /** Extraction time on the server, milliseconds. */
  ms: z.number(),
  ocrConfidence: z.number().optional(),
  note: z.string().optional(),
};

const extractResponseSchema = z.object({ success: z.literal(true), data: extractedProjectSchema, message: z.string(), ...readInfoShape });
const analyzeResponseSchema = z.object({
  success: z.literal(true),
  data: pdfProfitabilityResultSchema,
  message: z.string(),
  ...readInfoShape,
});
export type ExtractResponse = z.infer<typeof extractResponseSchema>;
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

const uploadOptions = { field: 'pdf', accept: ['application/pdf'], typeMessage: PDF_TYPE_MESSAGE, missingMessage: PDF_TYPE_MESSAGE };

/**
 * Approval PDFs (spec part 1 §2.7, §7.2): read a proposal / estimate / approval PDF sent in the multipart
 * field `pdf` and return the project fields it holds, or its profitability analysis. Nothing is stored:
 * the person checks the fields in the project form and saves the project.
 */
export const approvalPdfRoutes: Feature =
  ({ ai, ocr }) =>
  async (app) => {
    app.post('/api/projects/extract-from-pdf', { schema: { response: { 200: extractResponseSchema } } }, async (req) => {
      const file = await readUpload(req, uploadOptions);
      const { data, message, info } = await extractProjectFromPdf(file, ocr);
      return { success: true as const, data, message, ...info };
    });

    app.post('/api/projects/analyze-pdf-profitability', { schema: { response: { 200: analyzeResponseSchema } } }, async (req) => {
      const file = await readUpload(req, uploadOptions);
      const { data, message, info } = await analyzePdf(file, ocr, ai);
      return { success: true as const, data, message, ...info };
    });
  };
