import { readFile } from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { OcrEngine } from '../ocr';
import { extractPdfText, MAX_OCR_PAGES, PdfReadError } from './index';

const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures');

/** Records what it is asked to read; answers with the image's size so the order of pages shows in the text. */
function recordingOcr() {
  const seen: { width: number; height: number }[] = [];
  const engine: OcrEngine = {
    async recognize(image) {
      const meta = await sharp(image).metadata();
      seen.push({ width: meta.width ?? 0, height: meta.height ?? 0 });
      return { text: `page image ${seen.length} ${meta.width}x${meta.height}`, confidence: 90, ms: 1 };
    },
    async close() {},
  };
  return { engine, seen };
}

/** A PDF of `pages` pages, each only an embedded image (no text layer), like a scanner makes. */
async function imageOnlyPdf(pages: number, width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#eeeeee' } })
    .png()
    .toBuffer();
  const doc = new PDFDocument({ size: 'LETTER', autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (let i = 0; i < pages; i++) {
    doc.addPage({ size: 'LETTER', margin: 0 });
    doc.image(png, 0, 0, { width: 612, height: 792 });
  }
  doc.end();
  return done;
}

describe('extractPdfText', () => {
  it('reads the text layer of a text PDF without OCR', async () => {
    const { engine, seen } = recordingOcr();
    const r = await extractPdfText(await readFile(path.join(fixtures, 'proposal-letter.pdf')), engine);
    expect(r).toMatchObject({ method: 'text-layer', pages: 1, pagesRead: 1 });
    expect(r.text).toContain('Total Contract Price: $29,949.00');
    expect(seen).toEqual([]);
  });

  it('OCRs the page images of a scan, upscaling a low-resolution page, and reads at most the first pages', async () => {
    const { engine, seen } = recordingOcr();
    const r = await extractPdfText(await imageOnlyPdf(MAX_OCR_PAGES + 2, 600, 776), engine);
    expect(r).toMatchObject({
      method: 'ocr',
      pages: 12,
      pagesRead: 10,
      note: 'Scanned PDF: only the first 10 of 12 pages were read',
      ocrConfidence: 90,
    });
    expect(seen).toHaveLength(10);
    // 600 px across a letter page is ~70 dpi: doubled for OCR.
    expect(seen[0]).toEqual({ width: 1200, height: 1552 });
    expect(r.text.split('\n\n')).toHaveLength(10);
  });

  it('keeps a 150 dpi scan at its size', async () => {
    const { engine, seen } = recordingOcr();
    const r = await extractPdfText(await imageOnlyPdf(1, 1275, 1650), engine);
    expect(r).toMatchObject({ method: 'ocr', pages: 1, pagesRead: 1 });
    expect(r.note).toBeUndefined();
    expect(seen).toEqual([{ width: 1275, height: 1650 }]);
  });

  it('refuses bytes that are not a readable PDF', async () => {
    const { engine } = recordingOcr();
    await expect(extractPdfText(Buffer.from('%PDF-1.7\nnot really'), engine)).rejects.toBeInstanceOf(PdfReadError);
  });
});
