import fc from 'fast-check';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { FontMetrics, num, type PdfKitFont } from './pdf-metrics';

/** pdfkit's own text-showing operator for `text` (the kerning segments of its _fragment). */
function pdfkitShow(font: PdfKitFont, text: string): string {
  const [encoded, positions] = font.encode(text);
  const parts: string[] = [];
  let last = 0;
  const segment = (cur: number) => {
    if (last < cur)
      parts.push(`<${encoded.slice(last, cur).join('')}> ${num(-(positions[cur - 1].xAdvance - positions[cur - 1].advanceWidth))}`);
    last = cur;
  };
  for (let i = 0; i < positions.length; i++) if (positions[i].xAdvance - positions[i].advanceWidth !== 0) segment(i + 1);
  segment(positions.length);
  return `[${parts.join(' ')}] TJ`;
}

describe('FontMetrics', () => {
  for (const name of ['Helvetica', 'Helvetica-Bold']) {
    it(`gives pdfkit's widths and kerned operators for ${name}`, () => {
      const doc = new PDFDocument();
      doc.font(name).fontSize(9);
      const font = (doc as unknown as { _font: PdfKitFont })._font;
      const metrics = new FontMetrics(font);
      // Kerned pairs of Helvetica (AV, To, Ty, "P.") and accented and punctuation characters of real descriptions.
      const samples = ['', 'AVATAR To Ty P. L\u2019', 'Café crème – 2×4 lumber', '$1,234.50', 'Home Depot #4512', 'Ω'];
      for (const s of samples) {
        expect(metrics.widthOf(s, 9)).toBe(doc.widthOfString(s));
        expect(metrics.show(s)).toBe(pdfkitShow(font, s));
      }
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
          expect(metrics.widthOf(s, 9)).toBe(doc.widthOfString(s));
          expect(metrics.show(s)).toBe(pdfkitShow(font, s));
        }),
        { numRuns: 2000 },
      );
    });
  }
});
