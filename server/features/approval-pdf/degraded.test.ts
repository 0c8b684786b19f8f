import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { parseApprovalText } from '../../../domain/approval-pdf';
import { newDoc } from '../../../scripts/sample-pdfs/common';
import { tesseractOcr } from '../../adapters/ocr';
import { extractPdfText } from '../../adapters/pdf';

/**
 * The app's own approval PDFs printed and scanned back (issue 17): every text item drawn where the PDF puts it on
 * a grey 150 dpi page, with paper noise, a 0.8° skew and JPEG compression, wrapped in a PDF with no text layer.
 * Read through OCR, at least 95 % of the nine project fields must come out as in the sample's expected values.
 */
const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures');
type Sample = Record<(typeof FIELDS)[number], string> & { file: string; scanned: boolean };
const FIELDS = ['name', 'clientName', 'streetAddress', 'city', 'state', 'zipCode', 'startDate', 'endDate', 'total'] as const;
const samples = (JSON.parse(await readFile(path.join(fixtures, 'sample-pdfs.json'), 'utf8')) as Sample[]).filter((s) => !s.scanned);

const xml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Page 1 of a text PDF as a printed-and-scanned image-only PDF. */
async function printAndScan(pdfBytes: Buffer): Promise<Buffer> {
  const pdf = await getDocumentProxy(new Uint8Array(pdfBytes));
  const page = await pdf.getPage(1);
  const { width, height } = page.getViewport({ scale: 1 });
  const k = 150 / 72;
  const items = (await page.getTextContent()).items as { str?: string; transform?: number[] }[];
  const texts = items
    .filter((i) => i.str?.trim() && i.transform)
    .map(({ str = '', transform = [] }) => {
      const [a, , , d, x, y] = transform;
      const size = Math.abs(d || a) * k;
      return `<text x="${(x * k).toFixed(1)}" y="${((height - y) * k).toFixed(1)}" font-family="DejaVu Sans" font-size="${size.toFixed(1)}" fill="#2a2a2a">${xml(str)}</text>`;
    });
  await pdf.destroy();
  const W = Math.round(width * k);
  const H = Math.round(height * k);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="#eeeeea"/>${texts.join('')}</svg>`;
  const raw = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  let seed = 7;
  for (let i = 0; i < raw.data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    raw.data[i] = Math.max(0, Math.min(255, raw.data[i] + ((seed >> 8) % 61) - 30));
  }
  const jpeg = await sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } })
    .rotate(0.8, { background: '#eeeeea' })
    .greyscale()
    .jpeg({ quality: 75 })
    .toBuffer();
  const { doc, done } = newDoc('Scan');
  doc.image(jpeg, 0, 0, { width: doc.page.width, height: doc.page.height });
  doc.end();
  return done;
}

describe('approval PDFs printed and scanned back', () => {
  const ocr = tesseractOcr({ workers: 1 });
  afterAll(() => ocr.close());
  const results: boolean[] = [];

  for (const sample of samples) {
    it(`${sample.file}: read by OCR`, { timeout: 120_000 }, async () => {
      const scanned = await printAndScan(await readFile(path.join(fixtures, sample.file)));
      const read = await extractPdfText(scanned, ocr);
      expect(read.method).toBe('ocr');
      const got = parseApprovalText(read.text);
      const values: Record<(typeof FIELDS)[number], string | null> = {
        ...got,
        total: got.budget === null ? null : got.budget.toFixed(2),
      };
      for (const field of FIELDS) {
        const right = values[field] === sample[field];
        results.push(right);
        if (!right) console.log(`${sample.file} ${field}: read ${JSON.stringify(values[field])}, want ${JSON.stringify(sample[field])}`);
      }
    });
  }

  it('fills at least 95 % of the approval fields right', () => {
    expect(results.length).toBe(samples.length * FIELDS.length);
    expect(results.filter(Boolean).length / results.length).toBeGreaterThanOrEqual(0.95);
  });
});
