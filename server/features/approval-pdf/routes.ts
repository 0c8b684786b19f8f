import { approvalPdfApi } from '../../../domain/api/approval-pdf';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { PDF_TYPE_MESSAGE, readUpload } from '../../http/upload';
import { analyzePdf, extractProjectFromPdf } from './service';

const uploadOptions = { field: 'pdf', accept: ['application/pdf'], typeMessage: PDF_TYPE_MESSAGE, missingMessage: PDF_TYPE_MESSAGE };

/**
 * Approval PDFs (contracts: domain/api/approval-pdf.ts): read a proposal / estimate / approval PDF sent in the
 * multipart field `pdf` and return the project fields it holds, or its profitability analysis. Nothing is
 * stored: the person checks the fields in the project form and saves the project.
 */
export const approvalPdfRoutes: Feature =
  ({ ai, ocr }) =>
  async (app) => {
    route(app, approvalPdfApi.extract, async (req) => {
      const file = await readUpload(req, uploadOptions);
      const { data, message, info } = await extractProjectFromPdf(file, ocr);
      return { success: true as const, data, message, ...info };
    });

    route(app, approvalPdfApi.analyzeProfitability, async (req) => {
      const file = await readUpload(req, uploadOptions);
      const { data, message, info } = await analyzePdf(file, ocr, ai);
      return { success: true as const, data, message, ...info };
    });
  };
