import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { ReportPdf, wrapCell } from './pdf-doc';

/** Width of a string at 1 point per character: enough to check the greedy wrapping. */
const chars = (s: string) => s.length;

describe('wrapCell', () => {
  it('keeps a cell that fits on one line, and gives no line for an empty cell', () => {
    expect(wrapCell('Lumber', 10, false, chars)).toEqual(['Lumber']);
    expect(wrapCell('$1,234.50', 9, true, chars)).toEqual(['$1,234.50']);
    expect(wrapCell('', 10, false, chars)).toEqual([]);
  });

  it('wraps at single spaces, greedily, as many lines as needed', () => {
    expect(wrapCell('Lumber and drywall for the kitchen', 12, false, chars)).toEqual(['Lumber and', 'drywall for', 'the kitchen']);
    expect(wrapCell('ab cd ef', 5, false, chars)).toEqual(['ab cd', 'ef']);
  });

  it("leaves to pdfkit's wrapper what it cannot lay out the same way", () => {
    expect(wrapCell('Supercalifragilistic mix', 10, false, chars)).toBeNull(); // a word wider than the column
    expect(wrapCell('Two\nlines', 20, false, chars)).toBeNull();
    expect(wrapCell('double  space here', 10, false, chars)).toBeNull();
    expect(wrapCell('$1,234,567,890.00', 10, true, chars)).toBeNull(); // right-aligned and too long
  });
});

describe('ReportPdf tables', () => {
  it('draws every cell of long tables, wrapped or not, with the header on each page and the totals row', async () => {
    const pdf = await ReportPdf.create('Acme Builders', 'Receipts Report 2025', '2026-01-05');
    const rows = Array.from({ length: 120 }, (_, i) => [
      `2025-01-${String((i % 28) + 1).padStart(2, '0')}`,
      i === 7 ? 'Pressure treated lumber, joist hangers and structural screws for the deck' : `Item ${i}`,
      i === 9 ? 'Supercalifragilisticexpialidocious' : 'Home Depot',
      `$${i}.50`,
    ]);
    pdf.table(
      [
        { title: 'Date', width: 70 },
        { title: 'Description', width: 150 },
        { title: 'Supplier', width: 100 },
        { title: 'Amount', width: 80, align: 'right' },
      ],
      rows,
      ['', 'Total of expenses', '', '$7,200.00'],
    );
    const doc = await getDocumentProxy(new Uint8Array(await pdf.finish()));
    const { text, totalPages } = await extractText(doc, { mergePages: false });
    const all = text.join(' ').replace(/\s+/g, ' ');
    expect(totalPages).toBeGreaterThan(1);
    for (const page of text) expect(page).toContain('Description');
    expect(all).toContain('Item 0');
    expect(all).toContain('Item 119');
    expect(all).toContain('$119.50');
    for (const word of ['Pressure', 'treated', 'hangers', 'structural', 'deck', 'Supercalifragilistic']) expect(all).toContain(word);
    expect(all).toContain('Total of expenses');
    expect(all).toContain('$7,200.00');
    expect(all).toContain(`Page ${totalPages} of ${totalPages}`);
  });

  it('keeps a running header too long for its line whole (pdfkit wraps it)', async () => {
    const business = `Acme ${'Builders and Renovation Specialists '.repeat(4)}LLC`;
    const pdf = await ReportPdf.create(business, 'Tax Summary 2025', '2026-01-05');
    pdf.paragraph('Planning figures.');
    const doc = await getDocumentProxy(new Uint8Array(await pdf.finish()));
    const { text } = await extractText(doc, { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(`${business} — Tax Summary 2025`);
    expect(text).toContain('Page 1 of 1');
  });
});
