import { useMutation } from '@tanstack/react-query';
import type { ExtractedProject } from '../../../domain/approval-pdf';
import type { PdfProfitabilityResult } from '../../../domain/pdf-profitability';
import { apiRequest } from '../../lib/api';

/** How the server read the PDF (both answers carry it). */
export type PdfReadInfo = {
  method: 'text-layer' | 'ocr';
  pages: number;
  pagesRead: number;
  ms: number;
  ocrConfidence?: number;
  note?: string;
};
export type ExtractPdfResponse = PdfReadInfo & { success: true; data: ExtractedProject; message: string };
export type AnalyzePdfResponse = PdfReadInfo & { success: true; data: PdfProfitabilityResult; message: string };

const send = <T>(url: string, file: File) => {
  const form = new FormData();
  form.append('pdf', file, file.name);
  return apiRequest<T>('POST', url, form);
};

/** POST /api/projects/extract-from-pdf. Nothing is stored, so no query is invalidated. */
export function useExtractFromPdf() {
  return useMutation({ mutationFn: (file: File) => send<ExtractPdfResponse>('/api/projects/extract-from-pdf', file) });
}

/** POST /api/projects/analyze-pdf-profitability. Nothing is stored, so no query is invalidated. */
export function useAnalyzePdfProfitability() {
  return useMutation({ mutationFn: (file: File) => send<AnalyzePdfResponse>('/api/projects/analyze-pdf-profitability', file) });
}
