import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { OcrEngine } from '../../adapters/ocr';
import { prepareImage } from './image';
import { readReceiptImage } from './read-image';

/** A white 600×900 page with grey "print" in the middle and a magenta band down its left edge (a till roll's end). */
async function pageWithStripe(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900">
    <rect width="600" height="900" fill="#ffffff"/>
    <rect x="0" y="0" width="40" height="900" fill="#e8589a"/>
    ${Array.from({ length: 20 }, (_, i) => `<rect x="120" y="${60 + i * 40}" width="360" height="14" fill="#a08ca4"/>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** Mean brightness of a column band of the prepared (one-channel) image. */
async function bandMean(png: Buffer, fromX: number, toX: number): Promise<number> {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  let n = 0;
  for (let y = 0; y < info.height; y++)
    for (let x = Math.floor(fromX * info.width); x < Math.floor(toX * info.width); x++) {
      sum += data[y * info.width + x];
      n++;
    }
  return sum / n;
}

describe('prepareImage with dropColour', () => {
  it('whitens a strongly coloured band and keeps the dull print', async () => {
    const page = await pageWithStripe();
    const plain = await prepareImage(page);
    const dropped = await prepareImage(page, { dropColour: true });
    expect(plain.colourDropped).toBe(0);
    expect(dropped.colourDropped).toBeGreaterThan(0.05);
    expect(dropped.colourDropped).toBeLessThan(0.1);
    // The band is dark without the option and paper with it; the print stays as dark either way.
    expect(await bandMean(plain.png, 0, 0.05)).toBeLessThan(200);
    expect(await bandMean(dropped.png, 0, 0.05)).toBeGreaterThan(240);
    expect(Math.abs((await bandMean(dropped.png, 0.3, 0.7)) - (await bandMean(plain.png, 0.3, 0.7)))).toBeLessThan(20);
  });
});

describe('readReceiptImage', () => {
  /** An OCR engine that answers the same text and confidence for every image, counting its calls. */
  const fakeOcr = (confidence: number) => {
    const engine = {
      calls: 0,
      async recognize() {
        engine.calls++;
        return { text: 'TOTAL ~~', confidence, ms: 1 };
      },
      async close() {},
    };
    return engine satisfies OcrEngine;
  };
  const poorJudge = () => ({ score: 0, good: false });

  it('reads poor print again without its coloured marks, and only then', async () => {
    const striped = await pageWithStripe();
    const poor = fakeOcr(30);
    const read = await readReceiptImage(poor, striped, poorJudge);
    expect(read.passes).toBe(4);
    expect(poor.calls).toBe(4);
    expect(read.fallback).toHaveLength(2);
    // Clear print, or poor print without coloured marks, is read twice only.
    const clear = fakeOcr(80);
    expect((await readReceiptImage(clear, striped, poorJudge)).fallback).toHaveLength(0);
    expect(clear.calls).toBe(2);
    const grey = await sharp(striped).grayscale().jpeg().toBuffer();
    const poorGrey = fakeOcr(30);
    expect((await readReceiptImage(poorGrey, grey, poorJudge)).passes).toBe(2);
    expect(poorGrey.calls).toBe(2);
  });
});
