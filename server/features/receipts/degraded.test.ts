import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { judgeReceiptRead, readReceiptReads } from '../../../domain/receipt-reading';
import { tesseractOcr } from '../../adapters/ocr';
import { prepareImage } from './image';
import { readReceiptImage } from './read-image';

/**
 * The app's own sample receipts, degraded at test time the way phones and office scanners degrade them
 * (a few degrees of rotation, blur, noise, JPEG at quality 60, a 150 dpi scan, a small receipt on a big
 * page), must still read: at least 95 % of the totals and dates right.
 */
const fixtures = path.resolve('test/fixtures');
type Sample = { file: string; date: string; total: number };
const samples = JSON.parse(await fs.readFile(path.join(fixtures, 'sample-receipts.json'), 'utf8')) as Sample[];

/** Gaussian-ish noise: a random grey layer blended over the image. */
async function withNoise(png: Buffer): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const noise = Buffer.alloc(width * height);
  let seed = 17;
  for (let i = 0; i < noise.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    noise[i] = 128 + (((seed >> 8) % 81) - 40);
  }
  const layer = await sharp(noise, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  return sharp(png)
    .composite([{ input: layer, blend: 'overlay' }])
    .png()
    .toBuffer();
}

const DEGRADATIONS: [string, (png: Buffer) => Promise<Buffer>][] = [
  ['rotated +3°', (png) => sharp(png).rotate(3, { background: '#ffffff' }).png().toBuffer()],
  ['rotated −3°', (png) => sharp(png).rotate(-3, { background: '#ffffff' }).png().toBuffer()],
  ['blurred', (png) => sharp(png).blur(1.2).png().toBuffer()],
  ['noisy', withNoise],
  ['JPEG quality 60', (png) => sharp(png).jpeg({ quality: 60 }).toBuffer()],
  [
    '150 dpi scan (half size, grey)',
    async (png) => {
      const { width = 0 } = await sharp(png).metadata();
      return sharp(png)
        .resize({ width: Math.round(width / 2) })
        .grayscale()
        .jpeg({ quality: 75 })
        .toBuffer();
    },
  ],
  [
    'small receipt on a large page',
    async (png) => {
      const { width = 0, height = 0 } = await sharp(png).metadata();
      return sharp({ create: { width: width * 3, height: Math.round(height * 1.6), channels: 3, background: '#fbfbf8' } })
        .composite([{ input: png, left: width, top: Math.round(height * 0.2) }])
        .jpeg({ quality: 80 })
        .toBuffer();
    },
  ],
];

describe('receipts degraded at test time', () => {
  const ocr = tesseractOcr();
  afterAll(() => ocr.close());
  const results: boolean[] = [];

  it('crops a small receipt on a large page to the receipt', async () => {
    const png = await fs.readFile(path.join(fixtures, samples[0].file));
    const page = await DEGRADATIONS[DEGRADATIONS.length - 1][1](png);
    const prepared = await prepareImage(page);
    expect(prepared.cropped).toBe(true);
    const { width = 0 } = await sharp(page).metadata();
    expect(prepared.width / prepared.scale).toBeLessThan(width / 2);
  });

  for (const sample of samples) {
    for (const [name, degrade] of DEGRADATIONS) {
      it(`${sample.file}, ${name}`, { timeout: 120_000 }, async () => {
        const image = await degrade(await fs.readFile(path.join(fixtures, sample.file)));
        const read = await readReceiptImage(ocr, image, (r) => judgeReceiptRead(r.text, r.confidence, { today: '2026-11-27' }));
        const { analysis } = readReceiptReads(read, read.other, { today: '2026-11-27' });
        const totalRight = analysis.receiptDetails.totalAmount === sample.total;
        const dateRight = analysis.receiptDetails.date === sample.date;
        results.push(totalRight, dateRight);
        if (!totalRight || !dateRight) console.log(`${sample.file} ${name}: read`, analysis.receiptDetails);
      });
    }
  }

  it('reads at least 95 % of the totals and dates right', () => {
    expect(results.length).toBe(samples.length * DEGRADATIONS.length * 2);
    expect(results.filter(Boolean).length / results.length).toBeGreaterThanOrEqual(0.95);
  });
});
