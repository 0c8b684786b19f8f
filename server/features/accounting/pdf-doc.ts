import { loadPdfKit, winAnsiText } from '../../adapters/heavy-modules';
import { FontMetrics, num, type PdfKitFont } from './pdf-metrics';

type Align = 'left' | 'right';
/** A document's letterhead: the company's name, its contact lines and its logo (PNG bytes), as branding() gives them. */
export type DocumentBrand = { name: string; lines?: string[]; logo?: Buffer | null };
export type Column = { title: string; width: number; align?: Align };
type Doc = InstanceType<Awaited<ReturnType<typeof loadPdfKit>>>;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** $1,234.50 (negative as -$1,234.50). */
export const money = (dollars: number) => usd.format(dollars + 0); // + 0 turns -0 into 0: never "-$0.00"

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

  /**
   * `business` is the company's name, or its letterhead (name, contact lines, logo PNG) from the company profile
   * (server/features/company-profile): the first page is headed with it, every page's running header names it.
   */
  static async create(
    brand: string | DocumentBrand,
    title: string,
    made: string,
    layout: 'portrait' | 'landscape' = 'portrait',
  ): Promise<ReportPdf> {
    const { name: business, lines = [], logo = null } = typeof brand === 'string' ? { name: brand } : brand;
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
    const textWidth = doc.page.width - 100 - (logo ? 160 : 0);
    if (logo) doc.image(logo, doc.page.width - 50 - 150, 60, { fit: [150, 56], align: 'right' });
    doc.font('Helvetica-Bold').fontSize(18).text(business, 50, 72, { width: textWidth });
    if (lines.length > 0)
      doc.font('Helvetica').fontSize(9).fillColor('#333').text(lines.join('\n'), { width: textWidth }).fillColor('#000');
    doc.moveDown(lines.length > 0 ? 0.6 : 0);
    doc.font('Helvetica').fontSize(13).text(title, 50);
    doc.fontSize(9).fillColor('#555').text(`Prepared ${made}`).fillColor('#000');
    doc.moveDown();
    return pdf;
  }

  private header = { business: '', title: '', made: '' };
  /** Character and kerning-pair metrics of each font used in tables. */
  private readonly fontMetrics = new Map<string, FontMetrics>();
  /** cellWidth's function of each font. */
  private readonly cellWidths = new Map<string, (text: string) => number>();

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

  /** Blank space of `lines` lines (room to sign by hand, say). */
  space(lines: number) {
    this.ensure(lines * 12);
    this.doc.moveDown(lines);
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
  private row(columns: Column[], given: string[], bold: boolean) {
    const { doc } = this;
    // fastRow writes the text itself, past the document's text(): what the standard fonts cannot draw is mapped here.
    const cells = given.map(winAnsiText);
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const lineHeight = doc.currentLineHeight(true);
    const widthOf = this.cellWidth();
    const n = cells.length;
    const laid: (string[] | null)[] = new Array(n);
    let height = 0;
    for (let i = 0; i < n; i++) {
      const width = columns[i].width - 6;
      const lines = wrapCell(cells[i], width, columns[i].align === 'right', widthOf);
      laid[i] = lines;
      const h = lines ? Math.max(1, lines.length) * lineHeight : doc.heightOfString(cells[i], { width });
      if (h > height) height = h;
    }
    if (doc.y + height + 4 > doc.page.height - doc.page.margins.bottom) {
      this.flush();
      doc.addPage();
      this.onPageBreak?.();
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    }
    const y = doc.y;
    this.fastRow(columns, laid, widthOf, y, lineHeight);
    let x = 50;
    for (let i = 0; i < n; i++) {
      if (!laid[i]) {
        this.flush();
        doc.text(cells[i], x, y, { width: columns[i].width - 6, align: columns[i].align ?? 'left', lineBreak: true });
      }
      x += columns[i].width;
    }
    doc.y = y + height + 3;
  }

  /** Width of a table cell's text in the current font at 9 pt (infinite with a line break in it: pdfkit's wrapper then lays it out). */
  private cellWidth(): (text: string) => number {
    const font = (this.doc as Doc & PdfKitInternals)._font;
    let widthOf = this.cellWidths.get(font.id);
    if (!widthOf) {
      const metrics = this.metrics();
      widthOf = (c: string) => (c.includes('\n') ? Number.POSITIVE_INFINITY : metrics.widthOf(c, 9));
      this.cellWidths.set(font.id, widthOf);
    }
    return widthOf;
  }

  /**
   * The laid-out cells of a row as one text object written straight into the page's content: what doc.text
   * draws for each line (same font, size, position, kerning), without its per-call option handling,
   * graphics-state save/restore and transform. Kept in `pending` until the next flush.
   */
  private fastRow(columns: Column[], laid: (string[] | null)[], widthOf: (s: string) => number, top: number, lineHeight: number) {
    const doc = this.doc as Doc & PdfKitInternals;
    const font = doc._font;
    if (doc.page.fonts[font.id] == null) doc.page.fonts[font.id] = font.ref();
    const size = doc._fontSize;
    const metrics = this.metrics();
    const pageHeight = doc.page.height;
    const ascent = (font.ascender / 1000) * size;
    let ops = '';
    let x = 50;
    for (let i = 0; i < laid.length; i++) {
      const lines = laid[i];
      const width = columns[i].width - 6;
      const right = columns[i].align === 'right';
      if (lines) {
        for (let k = 0; k < lines.length; k++) {
          const line = lines[k];
          const left = right ? x + width - widthOf(line) : x;
          const baseline = pageHeight - (top + k * lineHeight) - ascent;
          ops += `\n1 0 0 1 ${num(left)} ${num(baseline)} Tm ${metrics.show(line)}`;
        }
      }
      x += columns[i].width;
    }
    if (ops !== '') this.pending += `q 1 0 0 -1 0 ${num(pageHeight)} cm BT /${font.id} ${num(size)} Tf${ops}\nET Q\n`;
  }

  /** Content of table rows not yet handed to pdfkit: written before anything else is drawn (flush). */
  private pending = '';

  /**
   * Hands the pending rows to the page's content as bytes, the same pdfkit makes of each text it is given
   * (its character codes, each row ending in a line break): one write per page instead of one per row, and
   * no character-by-character conversion.
   */
  private flush() {
    if (this.pending === '') return;
    this.doc.addContent(Buffer.from(this.pending, 'latin1'));
    this.pending = '';
  }

  private rule() {
    this.flush();
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
    this.flush();
    this.onPageBreak = undefined;
  }

  /**
   * One line of the running header or footer at `top`, across the text width: written like a table row
   * (fastRow) when it fits on the line, else by doc.text. A 1,000-page report stamps 2,000 of them.
   */
  private stamp(text: string, top: number, align: Align) {
    const doc = this.doc as Doc & PdfKitInternals;
    const font = doc._font;
    const size = doc._fontSize;
    const metrics = this.metrics();
    const width = /[\n\r\t]|\s$/.test(text) ? Number.POSITIVE_INFINITY : metrics.widthOf(text, size);
    if (width > this.width) {
      doc.text(text, 50, top, { width: this.width, align, lineBreak: false });
      return;
    }
    if (doc.page.fonts[font.id] == null) doc.page.fonts[font.id] = font.ref();
    const left = align === 'right' ? 50 + this.width - width : 50;
    const baseline = doc.page.height - top - (font.ascender / 1000) * size;
    doc.addContent(
      `q 1 0 0 -1 0 ${num(doc.page.height)} cm BT /${font.id} ${num(size)} Tf\n1 0 0 1 ${num(left)} ${num(baseline)} Tm ${metrics.show(text)}\nET Q`,
    );
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
      this.stamp(`${this.header.business} — ${this.header.title}`, 40, 'left');
      this.stamp(`Prepared ${this.header.made} · Page ${i + 1} of ${range.count}`, doc.page.height - 40, 'right');
      doc.fillColor('#000');
      doc.page.margins.bottom = bottom;
    }
    doc.end();
    return this.done;
  }
}
