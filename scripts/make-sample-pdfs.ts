/**
 * Generates the sample approval / estimate PDFs in test/fixtures/ (five different layouts, one of them a
 * scanned page with no text layer) and test/fixtures/sample-pdfs.json with what each one should extract.
 *
 *   npx tsx scripts/make-sample-pdfs.ts
 *
 * The output is deterministic (fixed dates in the PDF info, seeded scan noise), so re-running it only
 * changes the files when this script changes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { decimal, type Expected, fromCents, type Item, lineTotal, newDoc, OUT, sumItems, usd } from './sample-pdfs/common';
import { scannedEstimate } from './sample-pdfs/scanned-estimate';

/** (1) A formal contractor proposal letter with a line-item table and "Total Contract Price". */
async function proposalLetter(): Promise<[Buffer, Expected]> {
  const items: Item[] = [
    { description: 'Demolition and haul-away of existing kitchen', quantity: 1, unit: 'ls', unitPrice: 2850 },
    { description: 'Semi-custom maple cabinets, installed', quantity: 24, unit: 'lf', unitPrice: 465 },
    { description: 'Quartz countertops, 3 cm', quantity: 58, unit: 'sq ft', unitPrice: 78.5 },
    { description: 'Porcelain tile flooring, installed', quantity: 220, unit: 'sq ft', unitPrice: 11.25 },
    { description: 'Electrical: recessed lighting and circuits', quantity: 12, unit: 'ea', unitPrice: 185 },
    { description: 'Plumbing rough-in and fixture setting', quantity: 1, unit: 'ls', unitPrice: 3400 },
    { description: 'Drywall repair and interior painting', quantity: 640, unit: 'sq ft', unitPrice: 3.15 },
    { description: 'Building permit and inspections', quantity: 1, unit: 'ea', unitPrice: 1275 },
  ];
  const total = sumItems(items);
  const { doc, done } = newDoc('Proposal - Hernandez Kitchen Remodel');
  doc.font('Helvetica-Bold').fontSize(18).text('Coastal Build Group, LLC');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444')
    .text('1120 N Franklin St, Suite 200, Tampa, FL 33602  |  (813) 555-0142  |  CGC1528843')
    .fillColor('#000');
  doc.moveDown(1.5).fontSize(10);
  doc.text('November 2, 2026');
  doc.moveDown();
  doc.text('Maria Hernandez');
  doc.text('4217 W Bay Vista Ave');
  doc.text('Tampa, FL 33611');
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Project: Hernandez Kitchen Remodel');
  doc.font('Helvetica').text('Client: Maria Hernandez');
  doc.text('Project Address: 4217 W Bay Vista Ave, Tampa, FL 33611');
  doc.text('Proposed Start Date: January 11, 2027');
  doc.text('Estimated Completion: March 5, 2027');
  doc.moveDown();
  doc.text(
    'Dear Ms. Hernandez, thank you for the opportunity to bid on your kitchen. We propose to furnish all labor, materials and equipment for the scope below, per the plans dated October 21, 2026.',
    { width: 504 },
  );
  doc.moveDown();
  const x = 54;
  const cols = [x, x + 250, x + 310, x + 360, x + 430];
  const header = ['Description', 'Qty', 'Unit', 'Unit Price', 'Amount'];
  let y = doc.y;
  doc.font('Helvetica-Bold').fontSize(9);
  header.forEach((h, i) => {
    doc.text(h, cols[i], y, { width: i === 0 ? 240 : 70, lineBreak: false });
  });
  y += 14;
  doc
    .moveTo(x, y - 3)
    .lineTo(x + 504, y - 3)
    .stroke();
  doc.font('Helvetica');
  for (const it of items) {
    const cells = [it.description, String(it.quantity), it.unit, usd(it.unitPrice), usd(fromCents(lineTotal(it)))];
    cells.forEach((c, i) => {
      doc.text(c, cols[i], y, { width: i === 0 ? 240 : 70, lineBreak: false });
    });
    y += 14;
  }
  doc
    .moveTo(x, y)
    .lineTo(x + 504, y)
    .stroke();
  y += 8;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`Total Contract Price: ${usd(fromCents(total))}`, x + 250, y);
  doc.font('Helvetica').fontSize(9);
  doc.moveDown(2);
  doc.text(
    'Payment schedule: 30% deposit on signing, 40% at cabinet delivery, 30% on completion. This proposal is valid for 30 days.',
    x,
    doc.y,
    { width: 504 },
  );
  doc.moveDown(2);
  doc.text('Accepted by: ______________________   Date: ____________', x);
  doc.end();
  return [
    await done,
    {
      file: 'proposal-letter.pdf',
      layout: 'Contractor proposal letter with a line-item table',
      name: 'Hernandez Kitchen Remodel',
      clientName: 'Maria Hernandez',
      streetAddress: '4217 W Bay Vista Ave',
      city: 'Tampa',
      state: 'FL',
      zipCode: '33611',
      startDate: '2027-01-11',
      endDate: '2027-03-05',
      total: decimal(total),
      lineItemCount: items.length,
      scanned: false,
    },
  ];
}

/** (2) A homeowner approval / change order form with labeled boxes (label above the value). */
async function changeOrderForm(): Promise<[Buffer, Expected]> {
  const items: Item[] = [
    { description: 'Pressure wash and prep existing pool deck', quantity: 1450, unit: 'sq ft', unitPrice: 0.85 },
    { description: 'Travertine pavers, 16x16, installed', quantity: 1450, unit: 'sq ft', unitPrice: 6.9 },
    { description: 'Coping replacement', quantity: 96, unit: 'lf', unitPrice: 12.5 },
    { description: 'Sealer, two coats', quantity: 1450, unit: 'sq ft', unitPrice: 0.45 },
  ];
  const total = sumItems(items);
  const { doc, done } = newDoc('Change Order 3 - Whitfield Pool Deck');
  doc.font('Helvetica-Bold').fontSize(16).text('HOMEOWNER APPROVAL / CHANGE ORDER', { align: 'center' });
  doc.font('Helvetica').fontSize(9).text('Sunstate Pools & Patios  -  Lic. CPC1459021  -  Winter Park, Florida', { align: 'center' });
  doc.moveDown();
  const box = (label: string, value: string, bx: number, by: number, bw: number) => {
    doc.rect(bx, by, bw, 36).stroke();
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#555')
      .text(label.toUpperCase(), bx + 4, by + 3, { width: bw - 8, lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor('#000')
      .text(value, bx + 4, by + 16, { width: bw - 8, lineBreak: false });
  };
  let y = 110;
  box('Change Order No.', '3', 54, y, 120);
  box('Date', '11/14/2026', 174, y, 120);
  box('Job Name', 'Whitfield Pool Deck Resurfacing', 294, y, 264);
  y += 36;
  box('Owner', 'Daniel and Karen Whitfield', 54, y, 240);
  box('Phone', '(407) 555-0187', 294, y, 264);
  y += 36;
  box('Property Address', '918 Palmetto Ave', 54, y, 504);
  y += 36;
  box('City', 'Winter Park', 54, y, 240);
  box('State', 'FL', 294, y, 80);
  box('ZIP', '32789', 374, y, 184);
  y += 36;
  box('Start Date', '12/01/2026', 54, y, 240);
  box('Completion Date', '12/18/2026', 294, y, 264);
  y += 50;
  doc.font('Helvetica-Bold').fontSize(10).text('Description of change', 54, y);
  y += 16;
  doc.font('Helvetica').fontSize(9);
  for (const it of items) {
    doc.text(`${it.description}`, 60, y, { width: 300, lineBreak: false });
    doc.text(`${it.quantity.toLocaleString('en-US')} ${it.unit} @ ${usd(it.unitPrice)}`, 360, y, { width: 120, lineBreak: false });
    doc.text(usd(fromCents(lineTotal(it))), 480, y, { width: 78, align: 'right', lineBreak: false });
    y += 14;
  }
  y += 10;
  doc.font('Helvetica').fontSize(9).text('Original contract sum: $31,200.00', 54, y);
  y += 14;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`Approved Amount: ${usd(fromCents(total))}`, 54, y);
  y += 30;
  doc
    .font('Helvetica')
    .fontSize(9)
    .text('Owner signature: ____________________________    Contractor: ____________________________', 54, y);
  doc.end();
  return [
    await done,
    {
      file: 'change-order-form.pdf',
      layout: 'Homeowner approval / change order form with labeled boxes',
      name: 'Whitfield Pool Deck Resurfacing',
      clientName: 'Daniel and Karen Whitfield',
      streetAddress: '918 Palmetto Ave',
      city: 'Winter Park',
      state: 'FL',
      zipCode: '32789',
      startDate: '2026-12-01',
      endDate: '2026-12-18',
      total: decimal(total),
      lineItemCount: items.length,
      scanned: false,
    },
  ];
}

/** (3) A two-column estimate: bill-to and job-site columns, scope sections, subtotal, tax and grand total. */
async function twoColumnEstimate(): Promise<[Buffer, Expected]> {
  const sections: { title: string; items: Item[] }[] = [
    {
      title: 'Roofing',
      items: [
        { description: 'Tear-off existing shingles', quantity: 32, unit: 'sq', unitPrice: 95 },
        { description: 'Architectural shingles, installed', quantity: 32, unit: 'sq', unitPrice: 385 },
        { description: 'Synthetic underlayment', quantity: 32, unit: 'sq', unitPrice: 42 },
      ],
    },
    {
      title: 'Gutters & Trim',
      items: [
        { description: 'Seamless aluminum gutters 6 in', quantity: 180, unit: 'lf', unitPrice: 11.75 },
        { description: 'Fascia board replacement', quantity: 120, unit: 'lf', unitPrice: 9.4 },
      ],
    },
    {
      title: 'Permits & Disposal',
      items: [
        { description: 'Roofing permit', quantity: 1, unit: 'ea', unitPrice: 650 },
        { description: 'Dumpster rental 30 yd', quantity: 2, unit: 'ea', unitPrice: 525 },
      ],
    },
  ];
  const all = sections.flatMap((s) => s.items);
  const subtotal = sumItems(all);
  const tax = Math.round(subtotal * 0.06);
  const total = subtotal + tax;
  const { doc, done } = newDoc('Estimate 2026-114');
  doc.font('Helvetica-Bold').fontSize(20).text('ESTIMATE', 54, 54);
  doc.font('Helvetica').fontSize(9).text('Gulf Coast Roofing Co.  |  Naples, FL  |  CCC1331907', 54, 80);
  doc.text('Estimate #: 2026-114', 400, 54);
  doc.text('Date: 2026-11-09', 400, 66);
  doc.text('Valid until: 2026-12-09', 400, 78);
  // Left column: billing address (not the job site).
  let y = 115;
  doc.font('Helvetica-Bold').fontSize(10).text('BILL TO', 54, y);
  doc.font('Helvetica').fontSize(10);
  doc.text('Robert Okafor', 54, y + 14);
  doc.text('PO Box 1187', 54, y + 28);
  doc.text('Bonita Springs, FL 34133', 54, y + 42);
  // Right column: the job site.
  doc.font('Helvetica-Bold').text('JOB SITE', 320, y);
  doc.font('Helvetica');
  doc.text('Okafor Roof Replacement', 320, y + 14);
  doc.text('2250 Gulf Shore Blvd N', 320, y + 28);
  doc.text('Naples, FL 34102', 320, y + 42);
  y += 72;
  doc.font('Helvetica').fontSize(9).text('Scheduled: 2027-01-18 to 2027-01-29', 54, y);
  y += 22;
  for (const s of sections) {
    doc.font('Helvetica-Bold').fontSize(10).text(s.title.toUpperCase(), 54, y);
    y += 15;
    doc.font('Helvetica').fontSize(9);
    for (const it of s.items) {
      doc.text(it.description, 64, y, { width: 250, lineBreak: false });
      doc.text(`${it.quantity} ${it.unit}`, 320, y, { width: 70, lineBreak: false });
      doc.text(usd(it.unitPrice), 390, y, { width: 70, align: 'right', lineBreak: false });
      doc.text(usd(fromCents(lineTotal(it))), 470, y, { width: 88, align: 'right', lineBreak: false });
      y += 13;
    }
    doc.font('Helvetica-Oblique').text(`${s.title} subtotal`, 320, y, { width: 140, lineBreak: false });
    doc.text(usd(fromCents(sumItems(s.items))), 470, y, { width: 88, align: 'right', lineBreak: false });
    y += 20;
  }
  doc.moveTo(320, y).lineTo(558, y).stroke();
  y += 6;
  doc.font('Helvetica').fontSize(10);
  const totals: [string, number][] = [
    ['Subtotal', subtotal],
    ['Sales Tax (6%)', tax],
    ['Grand Total', total],
  ];
  for (const [label, amount] of totals) {
    if (label === 'Grand Total') doc.font('Helvetica-Bold');
    doc.text(label, 320, y, { width: 140, lineBreak: false });
    doc.text(usd(fromCents(amount)), 470, y, { width: 88, align: 'right', lineBreak: false });
    y += 15;
  }
  doc.end();
  return [
    await done,
    {
      file: 'two-column-estimate.pdf',
      layout: 'Two-column estimate with scope sections, subtotal, tax and grand total',
      name: 'Okafor Roof Replacement',
      clientName: 'Robert Okafor',
      streetAddress: '2250 Gulf Shore Blvd N',
      city: 'Naples',
      state: 'FL',
      zipCode: '34102',
      startDate: '2027-01-18',
      endDate: '2027-01-29',
      total: decimal(total),
      lineItemCount: all.length,
      scanned: false,
    },
  ];
}

/** (4) A plain HOA architectural approval letter: the address and the approved cost are in the body text. */
async function hoaLetter(): Promise<[Buffer, Expected]> {
  const { doc, done } = newDoc('ARC approval - 1534 Heron Pointe Dr');
  doc.font('Times-Roman').fontSize(11);
  doc.text('Heron Pointe Homeowners Association, Inc.', { align: 'center' });
  doc.text('Architectural Review Committee', { align: 'center' });
  doc.text('6200 Clark Rd, Sarasota, FL 34241', { align: 'center' });
  doc.moveDown(2);
  doc.text('November 20, 2026');
  doc.moveDown();
  doc.text('Mr. and Mrs. Anil Patel');
  doc.text('1534 Heron Pointe Drive');
  doc.text('Sarasota, FL 34238');
  doc.moveDown();
  doc.font('Times-Bold').text('RE: Patel Screen Enclosure and Lanai Extension');
  doc.font('Times-Roman').moveDown();
  doc.text('Dear Mr. and Mrs. Patel,');
  doc.moveDown();
  doc.text(
    'The Architectural Review Committee has reviewed your application dated October 30, 2026 for the construction of a screened pool enclosure and a 240 square foot lanai extension at 1534 Heron Pointe Drive, Sarasota, Florida 34238. We are pleased to inform you that the application is APPROVED as submitted, with the condition that the enclosure frame be finished in bronze to match the neighboring homes.',
    { width: 504, align: 'justify' },
  );
  doc.moveDown();
  doc.text(
    "Per your contractor's submitted bid (Suncoast Enclosures, Inc.), the approved project cost is $22,900.00. Work may begin on or after 01/04/2027 and must be completed by 04/30/2027. Construction hours are 8:00 a.m. to 6:00 p.m., Monday through Saturday.",
    { width: 504, align: 'justify' },
  );
  doc.moveDown();
  doc.text('Please keep this letter with your permit documents. Contact the management office with any questions.', { width: 504 });
  doc.moveDown(2);
  doc.text('Sincerely,');
  doc.moveDown(2);
  doc.text('Linda Marsh, Chair');
  doc.text('Architectural Review Committee');
  doc.end();
  return [
    await done,
    {
      file: 'hoa-approval-letter.pdf',
      layout: 'Plain HOA approval letter with the address and cost in the body',
      name: 'Patel Screen Enclosure and Lanai Extension',
      clientName: 'Mr. and Mrs. Anil Patel',
      streetAddress: '1534 Heron Pointe Drive',
      city: 'Sarasota',
      state: 'FL',
      zipCode: '34238',
      startDate: '2027-01-04',
      endDate: '2027-04-30',
      total: '22900.00',
      lineItemCount: 0,
      scanned: false,
    },
  ];
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const made = await Promise.all([proposalLetter(), changeOrderForm(), twoColumnEstimate(), hoaLetter(), scannedEstimate()]);
  for (const [buffer, expected] of made) {
    writeFileSync(path.join(OUT, expected.file), buffer);
    console.log(`${expected.file}: ${(buffer.length / 1024).toFixed(1)} KB, total ${expected.total}`);
  }
  writeFileSync(
    path.join(OUT, 'sample-pdfs.json'),
    `${JSON.stringify(
      made.map(([, e]) => e),
      null,
      2,
    )}\n`,
  );
}

await main();
