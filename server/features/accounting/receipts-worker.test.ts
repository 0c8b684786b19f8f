import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { ExpenseCsvRow } from './exports';
import { type ReceiptsReportInput, renderReceiptsReport } from './receipts-pdf';
import { ReceiptsReportWorker } from './receipts-worker';

/** 400 expenses of 2025, $1.25 apart: $1.25 + $2.50 + … + $500.00 = $100,250.00. */
const logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: { r: 200, g: 60, b: 20 } } })
  .png()
  .toBuffer();

function input(): ReceiptsReportInput {
  const rows: ExpenseCsvRow[] = Array.from({ length: 400 }, (_, i) => ({
    id: i + 1,
    date: `2025-${String((i % 12) + 1).padStart(2, '0')}-15`,
    description: i === 3 ? 'Pressure treated lumber, joist hangers and structural screws for the deck' : `Expense number ${i + 1}`,
    amount: ((i + 1) * 1.25).toFixed(2),
    supplier: i % 2 ? 'Home Depot' : null,
    subcontractor: null,
    project: 'Kitchen remodel',
    category: 'material',
    paymentMethod: null,
    receiptNumber: null,
    fileName: null,
  }));
  return {
    // With a logo: posted to the thread as bytes, drawn there (pdfkit reads images only from a Buffer).
    business: { name: 'Reyes Building Co', lines: ['88 Harbor Road, Tampa, FL 33602', 'License CGC1529870'], logo },
    title: 'Receipts Report 2025',
    made: '2026-01-05',
    expensesJson: JSON.stringify(rows),
    totalExpenses: 100_250 + 4_321.5,
  };
}

async function pages(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(doc, { mergePages: false });
  return { text: text.map((t) => t.replace(/\s+/g, ' ')), totalPages };
}

describe('the receipts report in a worker thread', () => {
  it('is the same PDF as drawn on this thread: every page headed, numbered, every expense and the totals', async () => {
    const inWorker = await pages(await new ReceiptsReportWorker().render(input()));
    const here = await pages(await renderReceiptsReport(input()));
    expect(inWorker.totalPages).toBeGreaterThan(5);
    expect(inWorker.totalPages).toBe(here.totalPages);
    expect(inWorker.text).toEqual(here.text);
    inWorker.text.forEach((page, i) => {
      expect(page).toContain('Reyes Building Co — Receipts Report 2025');
      expect(page).toContain(`Prepared 2026-01-05 · Page ${i + 1} of ${inWorker.totalPages}`);
    });
    expect(inWorker.text[0]).toContain('88 Harbor Road, Tampa, FL 33602 License CGC1529870');
    const all = inWorker.text.join(' ');
    expect(all).toContain('Expenses and receipts (400)');
    expect(all).toContain('Expense number 400');
    for (const word of ['Pressure', 'hangers', 'structural', 'deck']) expect(all).toContain(word);
    expect(all).toContain('$500.00');
    expect(all).toContain('Total of expenses $100,250.00');
    expect(all).toContain('Work-record pay (labor) $4,321.50');
    expect(all).toContain('Total expenses $104,571.50');
  });

  it('rejects with the error of the thread when the report cannot be drawn', async () => {
    await expect(new ReceiptsReportWorker().render({ ...input(), expensesJson: '[{' })).rejects.toThrow(/receipts report: .*JSON/);
  });
});
