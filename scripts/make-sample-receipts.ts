/**
 * Renders realistic receipt images for the receipt tests, the browser test and the benchmark:
 * text laid out as SVG in "DejaVu Sans Mono" and rasterised with sharp. Run: npx tsx scripts/make-sample-receipts.ts
 * Writes test/fixtures/receipt-*.png and test/fixtures/sample-receipts.json (what each receipt says).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

type Line = { text: string; bold?: boolean; center?: boolean; size?: number };
type Sample = {
  file: string;
  lines: Line[];
  expected: { supplier: string; date: string; total: number; itemCount: number; receiptNumber: string | null; materialTotal: number };
  /** Phone-photo look: grey table around the paper, a slight rotation and blur. */
  photo?: boolean;
};

const WIDTH_CHARS = 40;
const pad = (left: string, right: string) => left + ' '.repeat(Math.max(1, WIDTH_CHARS - left.length - right.length)) + right;

const samples: Sample[] = [
  {
    file: 'receipt-home-depot.png',
    lines: [
      { text: 'THE HOME DEPOT', bold: true, center: true, size: 30 },
      { text: '2455 PALM BAY RD NE', center: true },
      { text: 'PALM BAY, FL 32905  (321)555-0142', center: true },
      { text: '' },
      { text: pad('STORE 6312', '03/14/2026 10:42 AM') },
      { text: pad('RECEIPT# 6312-00418-77215', 'CASHIER 07') },
      { text: '' },
      { text: pad('2X4X8 STUD LUMBER', '') },
      { text: pad('  12 @ 3.98', '47.76') },
      { text: pad('DRYWALL SCREWS 5LB', '24.97') },
      { text: pad('CIRCULAR SAW BLADE 7-1/4', '18.49') },
      { text: '' },
      { text: pad('SUBTOTAL', '91.22') },
      { text: pad('SALES TAX 7.0%', '6.39') },
      { text: pad('TOTAL', '$97.61'), bold: true },
      { text: '' },
      { text: pad('VISA XXXXXXXXXXXX4821', '$97.61') },
      { text: 'THANK YOU FOR SHOPPING', center: true },
    ],
    expected: {
      supplier: 'The Home Depot',
      date: '2026-03-14',
      total: 97.61,
      itemCount: 3,
      receiptNumber: '6312-00418-77215',
      materialTotal: 72.73,
    },
  },
  {
    file: 'receipt-ace-hardware.png',
    lines: [
      { text: 'ACE HARDWARE', bold: true, center: true, size: 30 },
      { text: 'Coastal Ace #14872', center: true },
      { text: '118 Ocean Blvd, Melbourne FL', center: true },
      { text: '' },
      { text: 'Date: Nov 2, 2026   Time: 3:17 PM' },
      { text: 'Invoice No: A-558120' },
      { text: '' },
      { text: pad('QTY ITEM', 'AMOUNT') },
      { text: pad('2 INTERIOR PAINT GAL', '69.98') },
      { text: pad('1 PAINT ROLLER KIT', '12.99') },
      { text: pad('4 PVC PIPE 1/2IN 10FT', '15.92') },
      { text: pad('1 HAMMER DRILL RENTAL', '45.00') },
      { text: '' },
      { text: pad('SUBTOTAL', '143.89') },
      { text: pad('TAX', '10.07') },
      { text: pad('AMOUNT DUE', '153.96'), bold: true },
      { text: '' },
      { text: 'Thank you for shopping Ace!', center: true },
    ],
    expected: { supplier: 'Ace Hardware', date: '2026-11-02', total: 153.96, itemCount: 4, receiptNumber: 'A-558120', materialTotal: 85.9 },
    photo: true,
  },
];

function svgFor(lines: Line[]): { svg: string; width: number; height: number } {
  const charW = 13.2; // DejaVu Sans Mono advance at 22px
  const margin = 40;
  const width = Math.round(WIDTH_CHARS * charW + margin * 2);
  let y = margin;
  const texts: string[] = [];
  for (const line of lines) {
    const size = line.size ?? 22;
    y += Math.round(size * 1.45);
    if (!line.text) continue;
    const esc = line.text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const x = line.center ? width / 2 : margin;
    texts.push(
      `<text x="${x}" y="${y}" font-family="DejaVu Sans Mono" font-size="${size}" ${line.bold ? 'font-weight="bold"' : ''} ${line.center ? 'text-anchor="middle"' : ''} xml:space="preserve">${esc}</text>`,
    );
  }
  const height = y + margin;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fbfaf6"/><g fill="#1d1d1d">${texts.join('')}</g></svg>`;
  return { svg, width, height };
}

async function render(sample: Sample): Promise<Buffer> {
  const { svg } = svgFor(sample.lines);
  const paper = await sharp(Buffer.from(svg)).png().toBuffer();
  if (!sample.photo) return paper;
  // A phone photo of the receipt lying on a grey table: rotated a little, softened, on a darker background.
  const rotated = await sharp(paper).rotate(-3, { background: '#8a8a88' }).blur(0.8).toBuffer();
  const meta = await sharp(rotated).metadata();
  return sharp({ create: { width: (meta.width ?? 0) + 120, height: (meta.height ?? 0) + 160, channels: 3, background: '#8a8a88' } })
    .composite([{ input: rotated, left: 60, top: 80 }])
    .modulate({ brightness: 0.92 })
    .jpeg({ quality: 85 })
    .toFormat('png')
    .toBuffer();
}

const outDir = path.resolve('test/fixtures');
await fs.mkdir(outDir, { recursive: true });
for (const s of samples) {
  await fs.writeFile(path.join(outDir, s.file), await render(s));
  console.log(`wrote test/fixtures/${s.file}`);
}
await fs.writeFile(
  path.join(outDir, 'sample-receipts.json'),
  `${JSON.stringify(
    samples.map((s) => ({ file: s.file, ...s.expected })),
    null,
    2,
  )}\n`,
);
console.log('wrote test/fixtures/sample-receipts.json');
