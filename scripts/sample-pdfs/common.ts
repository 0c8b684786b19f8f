/** What the sample-PDF layouts share: the output folder, the expected-values record, money helpers, a new PDF. */
import path from 'node:path';
import PDFDocument from 'pdfkit';

export const OUT = path.resolve(import.meta.dirname, '..', '..', 'test', 'fixtures');
export const CREATED = new Date('2026-11-02T15:00:00Z');

export type Expected = {
  file: string;
  layout: string;
  name: string;
  clientName: string | null;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  startDate: string | null;
  endDate: string | null;
  /** Contract / approved total, dollars as a decimal string. */
  total: string;
  lineItemCount: number;
  scanned: boolean;
};

export type Item = { description: string; quantity: number; unit: string; unitPrice: number };

export const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
export const cents = (n: number) => Math.round(n * 100);
export const lineTotal = (i: Item) => Math.round(i.quantity * cents(i.unitPrice));
export const sumItems = (items: Item[]) => items.reduce((s, i) => s + lineTotal(i), 0);
export const fromCents = (c: number) => c / 100;
export const decimal = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

export function newDoc(title: string): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: title, Author: 'Plumbline samples', CreationDate: CREATED } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
