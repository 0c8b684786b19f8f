import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalyzeReceiptResponse, analyzeReceiptResponseSchema, REVIEW_BELOW } from '../../../domain/receipts';
import { tesseractOcr } from '../../adapters/ocr';
import { rows } from '../../db/sql-fragments';
import { projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, postUpload, rowCount, startTestServer, type TestServer } from '../../test/harness';

// Real receipt photos (SROIE, Malaysian shops) are read at test time from the shared folder beside the repository;
// they are never copied into it. Without them the test fails: a receipt rule must not pass untested.
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const realDir = [path.resolve(repoRoot, '../shared/realdocs/receipts'), '/work/shared/realdocs/receipts'].find((d) => existsSync(d));
if (!realDir) {
  throw new Error(
    `The real receipts are missing: expected ${path.resolve(repoRoot, '../shared/realdocs/receipts')} or /work/shared/realdocs/receipts`,
  );
}
type Truth = { file: string; total: number; date: string; supplier: string };
const truth = async (file: string) =>
  (JSON.parse(await fs.readFile(path.join(realDir, '..', 'truth.json'), 'utf8')) as { receipts: Truth[] }).receipts.find(
    (r) => r.file === file,
  ) as Truth;

const ocr = tesseractOcr();
afterAll(() => ocr.close());

// Each OCR read takes seconds on a busy machine: four per database.
const OCR_TEST_MS = 120_000;

describe.each(databaseKinds)('receipt checks with real receipts on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let projectId: number;

  const upload = async (image: Buffer, name: string) => {
    const res = await postUpload<AnalyzeReceiptResponse>(
      server,
      '/api/receipts/analyze',
      { field: 'receipt', data: image, name, type: 'image/jpeg' },
      { projectId: String(projectId) },
    );
    expect(res.status).toBe(200);
    const body = analyzeReceiptResponseSchema.parse(res.body);
    expect(body.success).toBe(true);
    if (!body.analysis) throw new Error(`${name} was not read: ${body.message}`);
    return { body, analysis: body.analysis };
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { ocr });
    api = httpClient(server);
    projectId = (await api.post('/api/projects', projectPayload({ name: 'Kepong shop fit-out' }))).body.id;
  });
  afterAll(() => server.close());

  it(
    'warns of the same image, then of the same supplier, date and total, and suggests the category from the supplier history',
    async () => {
      const file = 'sroie_351.jpg'; // PINGHWAI TRADING SDN BHD, 2017-09-30, 616.60, no item lines read
      const expected = await truth(file);
      const photo = await fs.readFile(path.join(realDir, file));

      const first = await upload(photo, file);
      expect(first.analysis.supplier.name.toUpperCase()).toBe(expected.supplier);
      expect(first.analysis.receiptDetails).toMatchObject({ date: expected.date, totalAmount: expected.total });
      expect(first.analysis.checks).toEqual({ duplicates: [] });
      // A new supplier and no item lines: nothing says what it is, and the answer says so.
      expect(first.analysis.suggestedCategory).toEqual({
        category: 'other',
        source: 'default',
        note: 'No item lines and no past expenses of this supplier say what this is: choose the category',
      });
      expect(first.analysis.itemsCheck).toBeNull();
      expect(first.analysis.materialCost).toBe(0);

      // The person chooses material; the supplier was read with enough confidence to be made without asking.
      expect(first.analysis.confidence.supplier).toBeGreaterThanOrEqual(REVIEW_BELOW);
      const created = await api.post('/api/receipts/create-expense', {
        analysis: first.analysis,
        projectId,
        receiptId: first.analysis.receiptId,
        category: 'material',
      });
      expect(created.status).toBe(201);
      const expenseId = created.body.expenseId as number;
      expect((await api.get(`/api/expenses/${expenseId}`)).body).toMatchObject({ category: 'material', amount: 616.6 });

      const duplicate = {
        expenseId,
        date: expected.date,
        amount: expected.total,
        supplier: first.analysis.supplier.name,
        projectId,
        projectName: 'Kepong shop fit-out',
      };
      // The same photo again: the expense it already became, and the supplier's one past expense decides the category.
      const again = await upload(photo, 'IMG_0351.jpg');
      expect(again.analysis.checks.duplicates).toEqual([{ reason: 'same-image', ...duplicate }]);
      expect(again.analysis.suggestedCategory).toEqual({
        category: 'material',
        source: 'supplier history',
        note: `1 of ${first.analysis.supplier.name}'s 1 past expense is Material`,
      });
      // No item lines and a material expense: the whole total is material (the "$0.00 beside $616.60").
      expect(again.analysis.materialCost).toBe(616.6);
      expect(again.body.totalMaterialCost).toBe(616.6);

      // Another photo of it (other bytes, the same figures): the same supplier, date and total.
      const other = await sharp(photo).jpeg({ quality: 90 }).toBuffer();
      expect(other.equals(photo)).toBe(false);
      const third = await upload(other, 'scan.jpg');
      expect(third.analysis.receiptDetails).toMatchObject({ date: expected.date, totalAmount: expected.total });
      expect(third.analysis.checks.duplicates).toEqual([{ reason: 'same-supplier-date-total', ...duplicate }]);

      // A warning, never a block: the person may still add it.
      const second = await api.post('/api/receipts/create-expense', {
        analysis: third.analysis,
        projectId,
        receiptId: third.analysis.receiptId,
      });
      expect(second.status).toBe(201);
      expect((await api.get(`/api/expenses/${second.body.expenseId}`)).body).toMatchObject({ category: 'material' });
      expect(await rowCount(server, 'expenses')).toBe(2);
    },
    OCR_TEST_MS,
  );

  it(
    'asks before making a supplier of a name read with low confidence, and makes it once confirmed',
    async () => {
      const file = 'sroie_269.jpg'; // IN-SPARKLE TRADING SDN BHD, read as "… Sin BHD"
      const expected = await truth(file);
      const { analysis } = await upload(await fs.readFile(path.join(realDir, file)), file);
      expect(analysis.receiptDetails).toMatchObject({ date: expected.date, totalAmount: expected.total });
      expect(analysis.confidence.supplier).toBeLessThan(REVIEW_BELOW);
      const name = analysis.supplier.name;
      expect(name).not.toBe('');

      const before = { expenses: await rowCount(server, 'expenses'), suppliers: await rowCount(server, 'suppliers') };
      const body = { analysis, projectId, receiptId: analysis.receiptId };
      const message = `The supplier name "${name}" was read with low confidence: check it, or confirm creating a new supplier.`;
      expect(await api.post('/api/receipts/create-expense', body)).toEqual({
        status: 409,
        body: { message, errors: [{ path: 'confirmNewSupplier', message }] },
      });
      // A bad confirmation or category is refused before anything is read.
      expect((await api.post('/api/receipts/create-expense', { ...body, confirmNewSupplier: 'yes' })).status).toBe(400);
      expect(await api.post('/api/receipts/create-expense', { ...body, category: 'labor' })).toMatchObject({ status: 400 });
      // Nothing written: no expense, no supplier, the receipt still as read.
      expect({ expenses: await rowCount(server, 'expenses'), suppliers: await rowCount(server, 'suppliers') }).toEqual(before);
      const [receipt] = await rows<{ projectId: number; supplierId: number | null }>(
        server.database.db.execute(
          sql`SELECT project_id AS "projectId", supplier_id AS "supplierId" FROM receipts WHERE id = ${analysis.receiptId}`,
        ),
      );
      expect(receipt).toEqual({ projectId, supplierId: null });

      const created = await api.post('/api/receipts/create-expense', { ...body, confirmNewSupplier: true });
      expect(created.status).toBe(201);
      expect((await api.get(`/api/expenses/${created.body.expenseId}`)).body).toMatchObject({ supplierName: name, amount: expected.total });
      expect(await rowCount(server, 'suppliers')).toBe(before.suppliers + 1);
    },
    OCR_TEST_MS,
  );

  it('matches "The Home Depot" to the existing "Home Depot #6314" rather than making a supplier', async () => {
    const [{ id }] = await rows<{ id: number }>(
      server.database.db.execute(sql`INSERT INTO suppliers (name) VALUES ('Home Depot #6314') RETURNING id`),
    );
    const suppliers = await rowCount(server, 'suppliers');
    const analysis = {
      supplier: { name: 'The Home Depot' },
      receiptDetails: { date: '2026-03-02', totalAmount: 42.18, receiptNumber: null, subtotal: null, tax: null },
      lineItems: [],
    };
    const created = await api.post('/api/receipts/create-expense', { analysis, projectId });
    expect(created.status).toBe(201);
    expect((await api.get(`/api/expenses/${created.body.expenseId}`)).body).toMatchObject({ supplierId: id, category: 'other' });
    expect(await rowCount(server, 'suppliers')).toBe(suppliers);
  });
});
