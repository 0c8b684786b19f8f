import { dollarsToCents } from '../../../domain/money';
import { amountInWords, type Paystub } from '../../../domain/payroll';
import { loadPdfKit } from '../../adapters/heavy-modules';
import type { DocumentBrand } from '../accounting/pdf-doc';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
// + 0 turns -0 into 0: a recovered $0 prints "$0.00", never "-$0.00".
const money = (n: number | null) => (n === null ? '' : usd.format(n + 0));
const qty = (n: number | null, unit: string) => (n === null ? '' : `${n} ${unit}`);

/** The download name of a stub: paystub-{name}-{week}.pdf, the name reduced to letters, digits and dashes. */
export function paystubFileName(stub: Paystub): string {
  const name =
    stub.employee.name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || `employee-${stub.employee.id}`;
  return `paystub-${name}-${stub.weekPeriod.startDate}.pdf`;
}

/**
 * Renders a printable one-page pay stub (US Letter, built-in Helvetica). Streams are left uncompressed:
 * a stub is a few KB either way, and its text stays searchable by tests and tools.
 */
export async function renderPaystubPdf(stub: Paystub, employer: DocumentBrand = { name: 'Plumbline' }): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    compress: false,
    info: { Title: `Pay stub ${stub.employee.name} ${stub.weekPeriod.startDate}`, Author: employer.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // The employer (company profile, issue 39): name, address, phone, e-mail, license, and the logo at the right.
  const headWidth = employer.logo ? width - 170 : width;
  if (employer.logo) doc.image(employer.logo, left + width - 150, 45, { fit: [150, 56], align: 'right' });
  doc.font('Helvetica-Bold').fontSize(18).text(employer.name, left, 50, { width: headWidth });
  const lines = employer.lines ?? [];
  if (lines.length > 0) doc.font('Helvetica').fontSize(9).fillColor('#333').text(lines.join('\n'), left, doc.y, { width: headWidth });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#000')
    .text('Pay stub', left, Math.max(doc.y + 8, 110));
  doc.font('Helvetica').fontSize(10).moveDown(0.8);
  const info: [string, string][] = [
    ['Employer', employer.name],
    ['Employee', stub.employee.name],
    ['Position', stub.employee.position],
    ['Pay period', `${stub.weekPeriod.startDate} to ${stub.weekPeriod.endDate}`],
    ['Pay date', stub.payDate ?? 'Not paid yet'],
  ];
  for (const [label, value] of info) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(`${label}:`, left, y, { width: 90 });
    doc.font('Helvetica').text(value, left + 95, y, { width: width - 95 });
  }
  doc.moveDown();

  // Work details table: date, project, days/hours, rate, pay.
  const cols = [
    { title: 'Date', x: 0, w: 75, align: 'left' as const },
    { title: 'Project', x: 80, w: 190, align: 'left' as const },
    { title: 'Days / hours', x: 275, w: 80, align: 'right' as const },
    { title: 'Rate', x: 360, w: 70, align: 'right' as const },
    { title: 'Pay', x: 435, w: width - 435, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    let bottom = y;
    cells.forEach((cell, i) => {
      doc.text(cell, left + cols[i].x, y, { width: cols[i].w, align: cols[i].align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 3;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .stroke();
    doc.y += 4;
  };

  doc.font('Helvetica-Bold').fontSize(12).text('Work details', left);
  doc.fontSize(10).moveDown(0.3);
  row(
    cols.map((c) => c.title),
    true,
  );
  rule();
  if (stub.workDetails.length === 0) row(['', 'No work recorded this week', '', '', '']);
  for (const d of stub.workDetails) {
    row([d.date, d.projectName, d.hours !== null ? qty(d.hours, 'h') : qty(d.days, 'd'), money(d.rate), money(d.pay)]);
  }
  rule();
  doc.moveDown();

  if (stub.adjustments.length > 0) {
    doc.font('Helvetica-Bold').fontSize(12).text('Adjustments', left);
    doc.fontSize(10).moveDown(0.3);
    for (const a of stub.adjustments) row([a.sourceWeek, a.label, '', '', money(a.amount)]);
    rule();
    doc.moveDown();
  }

  doc.font('Helvetica-Bold').fontSize(12).text('Advances recovered', left);
  doc.fontSize(10).moveDown(0.3);
  if (stub.advances.length === 0) row(['', 'None', '', '', '']);
  for (const a of stub.advances) row([a.advanceDate, a.reason ?? 'Advance', '', '', money(-a.amount)]);
  rule();
  doc.moveDown();

  const t = stub.totals;
  row(['', 'Total days', String(t.totalDays), '', ''], false);
  if (stub.adjustments.length > 0) row(['', 'Adjustments', '', '', money(t.totalAdjustments)]);
  row(['', 'Gross pay', '', '', money(t.grossPay)]);
  row(['', 'Advances', '', '', money(-t.totalAdvances)]);
  row(['', 'Net pay', '', '', money(t.netPay)], true);
  doc.moveDown();
  const words = t.netPay < 0 ? 'Nothing to pay: advances exceed this week’s pay' : amountInWords(dollarsToCents(t.netPay));
  doc.font('Helvetica-Oblique').text(`Net pay in words: ${words}`, left, doc.y, { width });

  const ytd = stub.yearToDate;
  if (ytd) {
    doc.moveDown();
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(`Year to date (${ytd.year}, ${ytd.weeks} ${ytd.weeks === 1 ? 'week' : 'weeks'})`, left);
    doc.fontSize(10).moveDown(0.3);
    row(['', 'Gross pay', '', '', money(ytd.grossPay)]);
    row(['', 'Advances recovered', '', '', money(-ytd.totalAdvances)]);
    row(['', 'Net pay', '', '', money(ytd.netPay)], true);
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555')
      .text('Wages count in the year they are paid; this week is included.', left, doc.y, { width })
      .fillColor('#000');
  }

  doc.end();
  return done;
}
