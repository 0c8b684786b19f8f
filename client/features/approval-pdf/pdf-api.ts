import { useMutation } from '@tanstack/react-query';
import { approvalPdfApi } from '../../../domain/api/approval-pdf';
import { callApi } from '../../lib/call-api';

/** The PDF as the multipart body both endpoints read (field `pdf`). */
const pdfForm = (file: File) => {
  const form = new FormData();
  form.append('pdf', file, file.name);
  return form;
};

/** POST /api/projects/extract-from-pdf. Nothing is stored, so no query is invalidated. */
export function useExtractFromPdf() {
  return useMutation({ mutationFn: (file: File) => callApi(approvalPdfApi.extract, { form: pdfForm(file) }) });
}

/** POST /api/projects/analyze-pdf-profitability. Nothing is stored, so no query is invalidated. */
export function useAnalyzePdfProfitability() {
  return useMutation({ mutationFn: (file: File) => callApi(approvalPdfApi.analyzeProfitability, { form: pdfForm(file) }) });
}
