import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalyzeReceiptResponse, analyzeReceiptResponseSchema } from '../../../domain/receipts';
import { tesseractOcr } from '../../adapters/ocr';
import { rows } from '../../db/sql-fragments';
import type { FieldError } from '../../http/errors';
import { FILE_TOO_LARGE, IMAGE_TYPE_MESSAGE } from '../../http/upload';
import { projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, postUpload, rowCount, startTestServer, type TestServer } from '../../test/harness';
import { UNREADABLE_IMAGE } from './image';

const fixtures = path.resolve('test/fixtures');
type Expected = {
  file: string;
  supplier: string;
  date: string;
  total: number;
  itemCount: number;
  receiptNumber: string;
  materialTotal: number;
};

const ocr = tesseractOcr();
afterAll(() => ocr.close());

/** An upload's answer: the result, or on a refusal only message (and field errors). */
type UploadBody = AnalyzeReceiptResponse & { errors?: FieldError[] };

describe.each(databaseKinds)('receipts API on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let projectId: number;
  let expected: Expected;
  let receiptPng: Buffer;

  const upload = (file: Buffer | null, fields: Record<string, string>, type = 'image/png', name = 'receipt.png') =>
    postUpload<UploadBody>(server, '/api/receipts/analyze', file && { field: 'receipt', data: file, name, type }, fields);
  const storedFiles = async () => (await fs.readdir(path.join(server.storage.root, 'receipts')).catch(() => [])).length;
  const nothingStored = async () => {
    expect(await rowCount(server, 'receipts')).toBe(0);
    expect(await storedFiles()).toBe(0);
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { ocr });
    api = httpClient(server);
    projectId = (await api.post('/api/projects', projectPayload({ name: 'Palm Bay deck' }))).body.id;
    expected = (JSON.parse(await fs.readFile(path.join(fixtures, 'sample-receipts.json'), 'utf8')) as Expected[])[0];
    receiptPng = await fs.readFile(path.join(fixtures, expected.file));
  });
  afterAll(() => server.close());

  it('refuses bad uploads with a message and stores nothing', async () => {
    const text = Buffer.from('TOTAL 97.61\nthis is a text file, not a photo\n');
    expect(await upload(text, { projectId: String(projectId) }, 'image/png', 'receipt.png')).toEqual({
      status: 415,
      body: { message: IMAGE_TYPE_MESSAGE },
    });

    const big = Buffer.concat([receiptPng, Buffer.alloc(10 * 1024 * 1024 + 1 - receiptPng.length)]);
    expect(await upload(big, { projectId: String(projectId) })).toEqual({ status: 413, body: { message: FILE_TOO_LARGE } });

    expect(await upload(receiptPng, {})).toMatchObject({ status: 400, body: { message: 'Please select a project first' } });
    expect(await upload(receiptPng, { projectId: 'abc' })).toMatchObject({
      status: 400,
      body: { message: 'Please select a project first' },
    });
    expect(await upload(receiptPng, { projectId: '999999' })).toEqual({ status: 404, body: { message: 'Project not found' } });
    expect(await upload(null, { projectId: String(projectId) })).toMatchObject({
      status: 400,
      body: { message: 'Please choose a receipt image' },
    });

    // An iPhone HEIC (HEVC-coded) is an accepted type by its bytes but sharp cannot decode it for OCR.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic'),
      Buffer.alloc(2000, 7),
    ]);
    expect(await upload(heic, { projectId: String(projectId) }, 'image/heic', 'IMG_0001.HEIC')).toEqual({
      status: 415,
      body: { message: UNREADABLE_IMAGE },
    });
    await nothingStored();
  });

  it('answers success:false and stores nothing for a photo with no receipt on it', async () => {
    const blank = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f4f4f0' } })
      .png()
      .toBuffer();
    const res = await upload(blank, { projectId: String(projectId) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, analysis: null, totalMaterialCost: 0 });
    expect(res.body.message).toMatch(/^Failed to analyze receipt/);
    await nothingStored();
  });

  it('matches an existing supplier by name (case, spacing, a leading "The"), uses today without a date, and equipment-only receipts stay equipment', async () => {
    const [{ id: supplierId }] = await rows<{ id: number }>(
      server.database.db.execute(sql`INSERT INTO suppliers (name) VALUES ('Sunbelt  Rentals') RETURNING id`),
    );
    const suppliers = await rowCount(server, 'suppliers');
    const analysis = {
      supplier: { name: 'THE SUNBELT RENTALS' },
      receiptDetails: { date: null, totalAmount: 310.5, receiptNumber: null, subtotal: null, tax: null },
      lineItems: [{ description: 'MINI EXCAVATOR RENTAL 1 DAY', category: 'equipment', quantity: 1, unitPrice: 310.5, totalPrice: 310.5 }],
    };
    const created = await api.post('/api/receipts/create-expense', { analysis, projectId: String(projectId) });
    expect(created.status).toBe(201);
    const expense = (await api.get(`/api/expenses/${created.body.expenseId}`)).body;
    expect(expense).toMatchObject({
      supplierId,
      category: 'equipment',
      amount: 310.5,
      receiptId: null,
      receiptImageUrl: null,
      description: 'THE SUNBELT RENTALS: MINI EXCAVATOR RENTAL 1 DAY',
    });
    expect(expense.date).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(await rowCount(server, 'suppliers')).toBe(suppliers);
    await api.del(`/api/expenses/${created.body.expenseId}`);
    expect((await api.post('/api/receipts/create-expense', { analysis, projectId, receiptId: 424242 })).status).toBe(404);
    expect(await rowCount(server, 'expenses')).toBe(0);
  });

  it('reads the rendered receipt, stores it, and turns it into exactly one linked expense that moves the project total', async () => {
    const res = await upload(receiptPng, { projectId: String(projectId) }, 'image/png', 'home-depot.png');
    expect(res.status).toBe(200);
    const body = analyzeReceiptResponseSchema.parse(res.body);
    expect(body.success).toBe(true);
    const analysis = body.analysis!;
    expect(analysis.supplier.name).toBe(expected.supplier);
    expect(analysis.receiptDetails).toMatchObject({
      date: expected.date,
      totalAmount: expected.total,
      receiptNumber: expected.receiptNumber,
    });
    expect(analysis.lineItems).toHaveLength(expected.itemCount);
    expect(body.totalMaterialCost).toBe(expected.materialTotal);
    expect(analysis.engine.name).toBe('built-in');

    // The image is stored under a server-made name and served; the row holds what was read.
    expect(analysis.imageUrl).toMatch(/^\/uploads\/receipts\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(server.url + analysis.imageUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(receiptPng)).toBe(true);
    const [row] = await rows<{ projectId: number; total: string; date: string; name: string }>(
      server.database.db.execute(
        sql`SELECT project_id AS "projectId", total_amount::text AS total, receipt_date::text AS date, original_name AS name FROM receipts`,
      ),
    );
    expect(row).toEqual({ projectId, total: '97.61', date: expected.date, name: 'home-depot.png' });

    const before = (await api.get(`/api/projects/${projectId}`)).body.totalExpenses as number;
    const suppliersBefore = await rowCount(server, 'suppliers');

    // Invalid bodies write nothing.
    expect((await api.post('/api/receipts/create-expense', { analysis, projectId: 999999 })).status).toBe(404);
    const noTotal = { ...analysis, receiptDetails: { ...analysis.receiptDetails, totalAmount: null } };
    expect(await api.post('/api/receipts/create-expense', { analysis: noTotal, projectId })).toMatchObject({
      status: 400,
      body: { message: 'analysis.receiptDetails.totalAmount: The receipt total is missing; enter the total before adding the expense' },
    });
    expect((await api.post('/api/receipts/create-expense', { analysis: { supplier: {} }, projectId })).status).toBe(400);
    expect(await rowCount(server, 'expenses')).toBe(0);
    expect(await rowCount(server, 'suppliers')).toBe(suppliersBefore);

    const created = await api.post('/api/receipts/create-expense', { analysis, projectId });
    expect(created).toEqual({
      status: 201,
      body: {
        success: true,
        expenseId: expect.any(Number),
        expenseIds: [expect.any(Number)],
        message: 'Expense of $97.61 added to the project',
      },
    });
    const expense = (await api.get(`/api/expenses/${created.body.expenseId}`)).body;
    expect(expense).toMatchObject({
      projectId,
      category: 'material',
      amount: 97.61,
      date: expected.date,
      receiptId: analysis.receiptId,
      receiptImageUrl: analysis.imageUrl,
      receiptNumber: expected.receiptNumber,
      supplierName: 'The Home Depot',
      description: 'The Home Depot: 2X4X8 STUD LUMBER, DRYWALL SCREWS 5LB, CIRCULAR SAW BLADE 7-1/4',
    });
    expect(await rowCount(server, 'expenses')).toBe(1);
    expect(await rowCount(server, 'suppliers')).toBe(suppliersBefore + 1);
    const after = (await api.get(`/api/projects/${projectId}`)).body.totalExpenses as number;
    expect(Math.round((after - before) * 100)).toBe(9761);

    // The same receipt cannot be added twice (a double tap on Add to Project Expenses).
    expect(await api.post('/api/receipts/create-expense', { analysis, projectId })).toEqual({
      status: 409,
      body: { message: 'This receipt was already added as an expense' },
    });
    expect(await rowCount(server, 'expenses')).toBe(1);
  });

  it('reads an iPhone HEIC (HEVC) receipt end to end like a PNG', async () => {
    // Made at test time by heif-enc (libheif) where it is installed, else the committed copy made the same way.
    let heic = await fs.readFile(path.join(fixtures, 'receipt-home-depot.heic'));
    const made = path.join(os.tmpdir(), `receipt-${process.pid}.heic`);
    if (spawnSync('heif-enc', ['-q', '50', '-o', made, path.join(fixtures, expected.file)]).status === 0) heic = await fs.readFile(made);
    expect(heic.toString('latin1', 4, 12)).toBe('ftypheic');
    const res = await upload(heic, { projectId: String(projectId) }, 'image/heic', 'IMG_0420.HEIC');
    expect(res.status).toBe(200);
    const analysis = analyzeReceiptResponseSchema.parse(res.body).analysis!;
    expect(analysis.supplier.name).toBe(expected.supplier);
    expect(analysis.receiptDetails).toMatchObject({ date: expected.date, totalAmount: expected.total });
    expect(analysis.imageUrl).toMatch(/\.heic$/);
  });

  it('splits one receipt across two projects and categories: two expenses whose sum is the total', async () => {
    const other = (await api.post('/api/projects', projectPayload({ name: 'Cocoa porch' }))).body.id as number;
    const res = await upload(receiptPng, { projectId: String(projectId) }, 'image/png', 'split.png');
    const analysis = analyzeReceiptResponseSchema.parse(res.body).analysis!;
    expect(analysis.confidence.total).toBeGreaterThanOrEqual(0.7); // cross-checked against subtotal + tax
    const expensesBefore = await rowCount(server, 'expenses');
    const parts = (a: number, b: number) => [
      { projectId, category: 'material', amount: a },
      { projectId: other, category: 'equipment', amount: b },
    ];
    // Parts that do not add up to the total are refused, and nothing is written.
    expect(await api.post('/api/receipts/create-expense', { analysis, projectId, splits: parts(60, 37.6) })).toMatchObject({
      status: 400,
      body: { message: 'splits: The split amounts must add up to the receipt total' },
    });
    expect(await rowCount(server, 'expenses')).toBe(expensesBefore);
    const created = await api.post('/api/receipts/create-expense', { analysis, projectId, splits: parts(60.1, 37.51) });
    expect(created).toMatchObject({ status: 201, body: { message: 'Receipt of $97.61 split into 2 expenses' } });
    const ids = created.body.expenseIds as number[];
    expect(ids).toHaveLength(2);
    const [a, b] = await Promise.all(ids.map(async (id) => (await api.get(`/api/expenses/${id}`)).body));
    expect(a).toMatchObject({ projectId, category: 'material', amount: 60.1, receiptId: analysis.receiptId });
    expect(b).toMatchObject({ projectId: other, category: 'equipment', amount: 37.51, receiptId: analysis.receiptId });
    expect(Math.round(a.amount * 100) + Math.round(b.amount * 100)).toBe(9761);
    expect(a.description).toMatch(/\(part 1 of 2\)$/);
    expect(await rowCount(server, 'expenses')).toBe(expensesBefore + 2);
  });

  it('shows what it read of a receipt whose total and items are worn away (the date), the total left empty for review', async () => {
    const lines = ['BAYSIDE LUMBER CO', '1200 HARBOR RD, TAMPA FL', 'DATE 03/14/2026 10:42 AM', 'THANK YOU FOR SHOPPING'];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="100%" height="100%" fill="#fbfaf6"/>${lines
      .map((l, i) => `<text x="40" y="${70 + i * 60}" font-family="DejaVu Sans Mono" font-size="28" fill="#1d1d1d">${l}</text>`)
      .join('')}</svg>`;
    const res = await upload(await sharp(Buffer.from(svg)).png().toBuffer(), { projectId: String(projectId) });
    expect(res.status).toBe(200);
    const analysis = analyzeReceiptResponseSchema.parse(res.body).analysis;
    expect(analysis).toMatchObject({ receiptDetails: { date: '2026-03-14', totalAmount: null }, lineItems: [] });
    expect(analysis?.confidence.total).toBe(0);
  });
});
