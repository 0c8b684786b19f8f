import { loadPdfKit } from '../../adapters/heavy-modules';
import { FontMetrics, num, type PdfKitFont } from './pdf-metrics';

type Align = 'left' | 'right';
export type Column = { title: string; width: number; align?: Align };
type Doc = InstanceType<Awaited<ReturnType<typeof loadPdfKit>>>;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** $1,234.50 (negative as -$1,234.50). */
export const money = (dollars: number) => usd.format(dollars);

type PdfKitInternals = { _font: PdfKitFont; _fontSize: number; page: { fonts: Record<string, unknown> } };

/**
 * The lines of a cell wrapped at single spaces to `width` (greedy, as pdfkit's wrapper does for plain words);
 * [] for an empty cell; null when it needs pdfkit's wrapper: a line break or a run of spaces in it, a word wider
 * than the column, or a right-aligned cell that does not fit on one line.
 */
export function wrapCell(text: string, width: number, right: boolean, widthOf: (s: string) => number): string[] | null {
  if (text === '') return [];
  if (/[\n\r\t]/.test(text)) return null;
  if (widthOf(text) <= width) return [text];
  if (right || /\s\s|^\s|\s$/.test(text)) return null;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (widthOf(word) > width) return null;
    const next = line === '' ? word : `${line} ${word}`;
    if (line !== '' && widthOf(next) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  return lines;
}

/**
 * A report a bookkeeper can file: US Letter, the business name and the title on every page, the date made, and
 * "Page n of m" at the foot. Tables break across pages and repeat their header.
 */
export class ReportPdf {
  private constructor(
    readonly doc: Doc,
    private readonly done: Promise<Buffer>,
  ) {}

  static async create(business: string, title: string, made: string, layout: 'portrait' | 'landscape' = 'portrait'): Promise<ReportPdf> {
    const PDFDocument = await loadPdfKit();
    const doc = new PDFDocument({
      size: 'LETTER',
      layout,
      margins: { top: 72, bottom: 60, left: 50, right: 50 },
      bufferPages: true,
      info: { Title: title, Author: business },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    const pdf = new ReportPdf(doc, done);
    pdf.header = { business, title, made };
    doc.font('Helvetica-Bold').fontSize(18).text(business, 50, 72);
    doc.font('Helvetica').fontSize(13).text(title);
    doc.fontSize(9).fillColor('#555').text(`Prepared ${made}`).fillColor('#000');
    doc.moveDown();
    return pdf;
  }

  private header = { business: '', title: '', made: '' };
  /** Character and kerning-pair metrics of each font used in tables. */
  private readonly fontMetrics = new Map<string, FontMetrics>();

  private metrics(): FontMetrics {
    const font = (this.doc as Doc & PdfKitInternals)._font;
    let m = this.fontMetrics.get(font.id);
    if (!m) {
      m = new FontMetrics(font);
      this.fontMetrics.set(font.id, m);
    }
    return m;
  }
  /** Redraws a table's header when its rows continue on a new page. */
  private onPageBreak: (() => void) | undefined;

  get width(): number {
    return this.doc.page.width - 100;
  }

  heading(text: string) {
    this.ensure(60);
    this.doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text(text, 50);
    this.doc.moveDown(0.3).fontSize(9).font('Helvetica');
  }

  paragraph(text: string, color = '#000') {
    this.ensure(30);
    this.doc.font('Helvetica').fontSize(9).fillColor(color).text(text, 50, undefined, { width: this.width }).fillColor('#000');
  }

  /** A new page when less than `space` points are left. */
  ensure(space: number) {
    if (this.doc.y + space > this.doc.page.height - this.doc.page.margins.bottom) this.doc.addPage();
  }

  /**
   * One table row. Cells are measured with the font's cached character and kerning metrics (FontMetrics, the
   * same widths as pdfkit's widthOfString) and wrapped at spaces here; the row is then written as one text object (fastRow). pdfkit's own line
   * wrapper and text() cost far more: a year of 50,000 expenses is a 1,000-page receipts report. A cell this
   * cannot lay out (a line break in it, a word wider than its column, right-aligned and too long) goes through
   * doc.text as before.
   */
  private row(columns: Column[], cells: string[], bold: boolean) {
    const { doc } = this;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const lineHeight = doc.currentLineHeight(true);
    const metrics = this.metrics();
    const widthOf = (c: string) => (c.includes('\n') ? Number.POSITIVE_INFINITY : metrics.widthOf(c, 9));
    const laid = cells.map((c, i) => wrapCell(c, columns[i].width - 6, columns[i].align === 'right', widthOf));
    const heights = cells.map((c, i) => {
      const lines = laid[i];
      return lines ? Math.max(1, lines.length) * lineHeight : doc.heightOfString(c, { width: columns[i].width - 6 });
    });
    if (doc.y + Math.max(...heights) + 4 > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      this.onPageBreak?.();
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    }
    const y = doc.y;
    this.fastRow(columns, laid, widthOf, y, lineHeight);
    let x = 50;
    cells.forEach((c, i) => {
      if (!laid[i]) doc.text(c, x, y, { width: columns[i].width - 6, align: columns[i].align ?? 'left', lineBreak: true });
      x += columns[i].width;
    });
    doc.y = y + Math.max(...heights) + 3;
  }

  /**
   * The laid-out cells of a row as one text object written straight into the page's content: what doc.text
   * draws for each line (same font, size, position, kerning), without its per-call option handling,
   * graphics-state save/restore and transform.
   */
  private fastRow(columns: Column[], laid: (string[] | null)[], widthOf: (s: string) => number, top: number, lineHeight: number) {
    const doc = this.doc as Doc & PdfKitInternals;
    const font = doc._font;
    if (doc.page.fonts[font.id] == null) doc.page.fonts[font.id] = font.ref();
    const size = doc._fontSize;
    const metrics = this.metrics();
    const ops = [`q 1 0 0 -1 0 ${num(doc.page.height)} cm BT /${font.id} ${num(size)} Tf`];
    let x = 50;
    laid.forEach((lines, i) => {
      const width = columns[i].width - 6;
      lines?.forEach((line, k) => {
        const left = columns[i].align === 'right' ? x + width - widthOf(line) : x;
        const baseline = doc.page.height - (top + k * lineHeight) - (font.ascender / 1000) * size;
        ops.push(`1 0 0 1 ${num(left)} ${num(baseline)} Tm ${metrics.show(line)}`);
      });
      x += columns[i].width;
    });
    if (ops.length === 1) return;
    ops.push('ET Q');
    doc.addContent(ops.join('\n'));
  }

  private rule() {
    this.doc
      .moveTo(50, this.doc.y)
      .lineTo(50 + this.width, this.doc.y)
      .lineWidth(0.5)
      .strokeColor('#999')
      .stroke()
      .strokeColor('#000');
    this.doc.y += 3;
  }

  /** A table with its header repeated on every page it spans and an optional bold totals row. */
  table(columns: Column[], rows: string[][], totals?: string[]) {
    const header = () => {
      this.row(
        columns,
        columns.map((c) => c.title),
        true,
      );
      this.rule();
    };
    this.ensure(40);
    header();
    this.onPageBreak = header;
    for (const r of rows) this.row(columns, r, false);
    if (totals) {
      this.rule();
      this.row(columns, totals, true);
    }
    this.onPageBreak = undefined;
  }

  /** Stamps the running header and "Page n of m" on every page, then ends the document. */
  async finish(): Promise<Buffer> {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font('Helvetica').fontSize(8).fillColor('#555');
      doc.text(`${this.header.business} — ${this.header.title}`, 50, 40, { width: this.width, lineBreak: false });
      doc.text(`Prepared ${this.header.made} · Page ${i + 1} of ${range.count}`, 50, doc.page.height - 40, {
        width: this.width,
        align: 'right',
        lineBreak: false,
      });
      doc.fillColor('#000');
      doc.page.margins.bottom = bottom;
    }
    doc.end();
    return this.done;
  }
}
