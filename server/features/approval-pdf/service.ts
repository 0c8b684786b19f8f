import type { PdfDuplicate } from '../../../domain/api/approval-pdf';
import { countFoundFields, type ExtractedProject, parseApprovalText } from '../../../domain/approval-pdf';
import { analyzePdfProfitability, type PdfProfitabilityResult, pdfProfitabilitySchema } from '../../../domain/pdf-profitability';
import type { AnalysisEngine } from '../../adapters/ai';
import type { OcrEngine } from '../../adapters/ocr';
import { extractPdfText, PdfReadError, type PdfText } from '../../adapters/pdf';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { UploadedFile } from '../../http/upload';
import { approvalPdfProjects, recordApprovalPdf } from './uploads';

/** The server message when a PDF cannot be read (spec part 1 §8). */
export const EXTRACT_FAILED = 'Failed to extract project data';
export const ANALYZE_FAILED = 'Failed to analyze PDF profitability';

type ReadInfo = Pick<PdfText, 'method' | 'pages' | 'pagesRead' | 'ms' | 'ocrConfidence' | 'note'>;

/** Reads the PDF's text; a damaged or encrypted file is a 400 with the spec's message and the reason. */
async function readPdf(file: UploadedFile, ocr: OcrEngine, failMessage: string): Promise<{ text: string; info: ReadInfo }> {
  try {
    const { text, ...info } = await extractPdfText(file.buffer, ocr);
    return { text, info };
  } catch (e) {
    if (e instanceof PdfReadError) {
      const cause = e.cause as { name?: string } | undefined;
      const why = cause?.name === 'PasswordException' ? 'the PDF is password-protected' : 'the PDF could not be read (it may be damaged)';
      throw new AppError('invalid', failMessage, [{ path: 'pdf', message: `"${file.originalName}": ${why}` }]);
    }
    throw e;
  }
}

const methodWords = (info: ReadInfo) =>
  info.method === 'ocr' ? ` (scanned, read by OCR${info.note ? `; ${info.note.toLowerCase()}` : ''})` : '';

type Checks = { duplicates: PdfDuplicate[] };

/**
 * POST /api/projects/extract-from-pdf: the project fields found in the PDF, and the earlier reading of the same
 * PDF. Only its SHA-256 is stored, once read (a PDF that cannot be read is no project and leaves nothing).
 */
export async function extractProjectFromPdf(
  db: Db,
  file: UploadedFile,
  ocr: OcrEngine,
): Promise<{ data: ExtractedProject; message: string; info: ReadInfo; approvalPdfId: number; checks: Checks }> {
  const { text, info } = await readPdf(file, ocr, EXTRACT_FAILED);
  const { approvalPdfId, duplicates } = await recordApprovalPdf(db, file.buffer, file.originalName);
  const data = parseApprovalText(text);
  const { found, total } = countFoundFields(data);
  const message =
    text.trim().length === 0
      ? `No readable text in "${file.originalName}"; fill in the project details by hand`
      : found === total
        ? `Filled in all ${total} project details from "${file.originalName}"${methodWords(info)}`
        : `Filled in ${found} of the ${total} project details from "${file.originalName}"${methodWords(info)}`;
  return { data, message, info, approvalPdfId, checks: { duplicates } };
}

/**
 * POST /api/projects/analyze-pdf-profitability: the built-in analysis of the PDF's line items and total, through the
 * analysis engine, and the project the same PDF already became (read-only).
 */
export async function analyzePdf(
  db: Db,
  file: UploadedFile,
  ocr: OcrEngine,
  ai: AnalysisEngine,
): Promise<{ data: PdfProfitabilityResult; message: string; info: ReadInfo; checks: Checks }> {
  const { text, info } = await readPdf(file, ocr, ANALYZE_FAILED);
  const extracted = parseApprovalText(text);
  if (extracted.budget === null && extracted.lineItems.length === 0) {
    throw new AppError('invalid', ANALYZE_FAILED, [
      { path: 'pdf', message: `No contract total or priced line items were found in "${file.originalName}"` },
    ]);
  }
  const builtIn = analyzePdfProfitability({ budget: extracted.budget, lineItems: extracted.lineItems });
  const { result, engine } = await ai.analyze({
    kind: 'pdf-profitability',
    instructions:
      'Analyze the profitability of this Florida residential construction approval/estimate. Use the given line items and total; compare prices with Florida averages; estimate cost, projected profit and margin against the 15.2% Florida industry average; give each item a category, risk level and recommendations. Keep every money figure in US dollars with 2 decimals.',
    schema: pdfProfitabilitySchema,
    facts: { projectName: extracted.name, total: extracted.budget, lineItems: extracted.lineItems, documentText: text.slice(0, 8000) },
    builtIn,
  });
  return {
    data: { ...result, engine, projectName: extracted.name },
    message: `Analyzed ${result.lineItems.length} line item${result.lineItems.length === 1 ? '' : 's'} from "${file.originalName}"${methodWords(info)}`,
    info,
    checks: { duplicates: await approvalPdfProjects(db, file.buffer) },
  };
}
