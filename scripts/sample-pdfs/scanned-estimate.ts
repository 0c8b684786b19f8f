/** Sample 5 of scripts/make-sample-pdfs.ts: a scanned estimate, one page image with paper noise and no text layer. */
import sharp from 'sharp';
import { mulberry32 } from '../../bench/prng';
import { decimal, type Expected, fromCents, type Item, lineTotal, newDoc, sumItems, usd } from './common';

const xml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** (5) A scanned estimate: one page rendered to a 150 dpi grayscale image with paper noise; no text layer. */
export async function scannedEstimate(): Promise<[Buffer, Expected]> {
  const items: Item[] = [
    { description: 'Remove tub and wall tile', quantity: 1, unit: 'ls', unitPrice: 1450 },
    { description: 'Curbless shower pan and waterproofing', quantity: 1, unit: 'ea', unitPrice: 2980 },
    { description: 'Porcelain wall tile installed', quantity: 185, unit: 'sq ft', unitPrice: 14.5 },
    { description: 'Double vanity with quartz top', quantity: 1, unit: 'ea', unitPrice: 3250 },
    { description: 'Frameless glass shower door', quantity: 1, unit: 'ea', unitPrice: 1890 },
    { description: 'Plumbing fixtures and valves', quantity: 1, unit: 'ls', unitPrice: 2275 },
  ];
  const total = sumItems(items);
  const dpi = 150;
  const W = Math.round(8.5 * dpi);
  const H = Math.round(11 * dpi);
  const px = (pt: number) => Math.round((pt / 72) * dpi);
  const lines: string[] = [];
  const text = (x: number, y: number, s: string, size = 11, weight: 'normal' | 'bold' = 'normal', anchor: 'start' | 'end' = 'start') =>
    lines.push(
      `<text x="${px(x)}" y="${px(y)}" font-family="DejaVu Sans" font-size="${px(size)}" font-weight="${weight}" text-anchor="${anchor}" fill="#1a1a1a">${xml(s)}</text>`,
    );
  text(54, 70, 'BRIGHTLINE REMODELING', 18, 'bold');
  text(54, 88, '3401 SW 8th St, Miami, FL 33135 - (305) 555-0119', 9);
  text(558, 70, 'ESTIMATE', 16, 'bold', 'end');
  text(558, 88, 'Date: 11/16/2026', 10, 'normal', 'end');
  text(54, 130, 'Project: Johnson Master Bath Remodel', 12, 'bold');
  text(54, 150, 'Customer: Angela Johnson', 11);
  text(54, 168, 'Job Address: 77 Coral Way', 11);
  text(54, 186, 'Miami, FL 33145', 11);
  text(54, 204, 'Start Date: 02/01/2027    End Date: 02/26/2027', 11);
  text(54, 240, 'Description', 10, 'bold');
  text(340, 240, 'Qty', 10, 'bold');
  text(460, 240, 'Unit Price', 10, 'bold', 'end');
  text(558, 240, 'Amount', 10, 'bold', 'end');
  lines.push(`<line x1="${px(54)}" y1="${px(246)}" x2="${px(558)}" y2="${px(246)}" stroke="#333" stroke-width="2"/>`);
  let y = 264;
  for (const it of items) {
    text(54, y, it.description, 10);
    text(340, y, `${it.quantity} ${it.unit}`, 10);
    text(460, y, usd(it.unitPrice), 10, 'normal', 'end');
    text(558, y, usd(fromCents(lineTotal(it))), 10, 'normal', 'end');
    y += 20;
  }
  lines.push(`<line x1="${px(340)}" y1="${px(y - 6)}" x2="${px(558)}" y2="${px(y - 6)}" stroke="#333" stroke-width="2"/>`);
  y += 12;
  text(340, y, 'TOTAL', 12, 'bold');
  text(558, y, usd(fromCents(total)), 12, 'bold', 'end');
  text(54, y + 50, 'Customer approval: Angela Johnson   Signed 11/18/2026', 10);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="#f4f3ef"/>${lines.join('')}</svg>`;
  const page = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  // Paper noise and a slight uneven tone, like a flatbed scan.
  const rand = mulberry32(20261116);
  const data = page.data;
  const channels = page.info.channels;
  for (let i = 0; i < data.length; i += channels) {
    const noise = Math.round((rand() - 0.5) * 24);
    for (let c = 0; c < channels; c++) data[i + c] = Math.max(0, Math.min(255, data[i + c] + noise));
  }
  const jpeg = await sharp(data, { raw: { width: page.info.width, height: page.info.height, channels } })
    .rotate(0.4, { background: '#f4f3ef' })
    .greyscale()
    .jpeg({ quality: 80 })
    .toBuffer();
  const { doc, done } = newDoc('Scan 2026-11-18');
  doc.image(jpeg, 0, 0, { width: doc.page.width, height: doc.page.height });
  doc.end();
  return [
    await done,
    {
      file: 'scanned-estimate.pdf',
      layout: 'Scanned estimate: one page image, no text layer (OCR)',
      name: 'Johnson Master Bath Remodel',
      clientName: 'Angela Johnson',
      streetAddress: '77 Coral Way',
      city: 'Miami',
      state: 'FL',
      zipCode: '33145',
      startDate: '2027-02-01',
      endDate: '2027-02-26',
      total: decimal(total),
      lineItemCount: items.length,
      scanned: true,
    },
  ];
}
