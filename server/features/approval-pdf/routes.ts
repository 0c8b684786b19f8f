import { approvalPdfApi } from '../../../domain/api/approval-pdf';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { PDF_TYPE_MESSAGE, readUpload } from '../../http/upload';
import { analyzePdf, extractProjectFromPdf } from './service';

const uploadOptions = { field: 'pdf', accept: ['application/pdf'], typeMessage: PDF_TYPE_MESSAGE, missingMessage: PDF_TYPE_MESSAGE };

/**
 * Approval PDFs (contracts: domain/api/approval-pdf.ts): read a proposal / estimate / approval PDF sent in the
 * multipart field `pdf` and return the project fields it holds, or its profitability analysis. The PDF is not
 * stored: the person checks the fields in the project form and saves the project. Reading the fields keeps the
 * PDF's SHA-256, so the same PDF read again warns (checks.duplicates) of the project it became.
 */
export const approvalPdfRoutes: Feature =
  ({ db, ai, ocr }) =>
  async (app) => {
    route(app, approvalPdfApi.extract, async (req) => {
      const file = await readUpload(req, uploadOptions);
      const { data, message, info, approvalPdfId, checks } = await extractProjectFromPdf(db, file, ocr);
      return { success: true as const, data, message, approvalPdfId, checks, ...info };
    });

    route(app, approvalPdfApi.analyzeProfitability, async (req) => {
      const file = await readUpload(req, uploadOptions);
      const { data, message, info, checks } = await analyzePdf(db, file, ocr, ai);
      return { success: true as const, data, message, checks, ...info };
    });
  };
