import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyzePdfResponse as AnalyzeResponse, ExtractPdfResponse as ExtractResponse } from '../../../domain/api/approval-pdf';
import type { FieldError } from '../../http/errors';
import { databaseKinds, postUpload, rowCount, startTestServer, type TestServer } from '../../test/harness';

type Sample = {
  file: string;
  name: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  total: string;
  lineItemCount: number;
  scanned: boolean;
};

const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures');
const samples = JSON.parse(await readFile(path.join(fixtures, 'sample-pdfs.json'), 'utf8')) as Sample[];
const pdfBytes = (file: string) => readFile(path.join(fixtures, file));
const cents = (dollars: number) => Math.round(dollars * 100);
/** Cents of an extracted amount; null when none was found (so a comparison with the expected total fails). */
const toCents = (dollars: number | null) => (dollars === null ? null : cents(dollars));
const decimalToCents = (s: string) => Number(s.replace('.', ''));

type ErrorBody = { message: string; errors?: FieldError[] };
type ExtractBody = ExtractResponse & ErrorBody;
type AnalyzeBody = AnalyzeResponse & ErrorBody;

// The scanned sample is OCR'd page by page; the first OCR also starts the worker threads. On a loaded 2-core
// CI machine that took just over the API project's 30 s.
const OCR_TEST_MS = 120_000;

describe.each(databaseKinds)('approval PDF API on %s', (kind) => {
  let server: TestServer;

  /** Typed as the extraction answer; pass AnalyzeBody for analyze-pdf-profitability. Refusals carry only message/errors. */
  const upload = <T = ExtractBody>(
    route: 'extract-from-pdf' | 'analyze-pdf-profitability',
    bytes: Buffer | Uint8Array,
    fileName: string,
    type = 'application/pdf',
    field = 'pdf',
  ) => postUpload<T>(server, `/api/projects/${route}`, { field, data: bytes, name: fileName, type });
  const storedFiles = async () => (await readdir(server.storage.root, { recursive: true })).filter((f) => path.extname(String(f)) !== '');

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it.each(samples.map((s) => [s.file, s] as const))(
    'extracts the name, address and total of %s',
    async (file, sample) => {
      const before = await rowCount(server, 'projects');
      const res = await upload('extract-from-pdf', await pdfBytes(file), file);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.method).toBe(sample.scanned ? 'ocr' : 'text-layer');
      expect(res.body.pages).toBe(1);
      const d = res.body.data;
      expect({ name: d.name, streetAddress: d.streetAddress, city: d.city, state: d.state, zipCode: d.zipCode }).toEqual({
        name: sample.name,
        streetAddress: sample.streetAddress,
        city: sample.city,
        state: sample.state,
        zipCode: sample.zipCode,
      });
      expect(toCents(d.budget)).toBe(decimalToCents(sample.total));
      expect(d.location).toBe(sample.city);
      expect(d.lineItems).toHaveLength(sample.lineItemCount);
      expect(res.body.message).toMatch(new RegExp(`^Filled in (all 11|\\d+ of the 11) project details from "${file}"`));
      // Nothing is stored: the person saves the project from the form.
      expect(await rowCount(server, 'projects')).toBe(before);
      expect(await storedFiles()).toEqual([]);
    },
    OCR_TEST_MS,
  );

  it('extracted fields fill a project the projects API accepts', async () => {
    const { body } = await upload('extract-from-pdf', await pdfBytes('proposal-letter.pdf'), 'proposal-letter.pdf');
    const d = body.data;
    const res = await fetch(`${server.url}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: d.name,
        location: d.location,
        streetAddress: d.streetAddress,
        city: d.city,
        state: d.state,
        zipCode: d.zipCode,
        startDate: d.startDate,
        endDate: d.endDate,
        budget: d.budget,
        estimatedDays: d.estimatedDays,
        description: d.description,
      }),
    });
    expect(res.status).toBe(201);
    const project = (await res.json()) as { budget: number; estimatedDays: number; name: string };
    expect(project).toMatchObject({ name: 'Hernandez Kitchen Remodel', budget: 29949, estimatedDays: 54 });
  });

  it('analyzes profitability in the §3.2 shape with the built-in engine and exact totals', async () => {
    const sample = samples.find((s) => s.file === 'two-column-estimate.pdf') as Sample;
    const res = await upload<AnalyzeBody>('analyze-pdf-profitability', await pdfBytes(sample.file), sample.file);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const a = res.body.data;
    expect(a.engine).toEqual({ name: 'built-in' });
    expect(Object.keys(a)).toEqual(
      expect.arrayContaining([
        'totalBudget',
        'projectedProfit',
        'profitMargin',
        'overallRisk',
        'floridaAverageMargin',
        'marginVariance',
        'competitiveAnalysis',
        'lineItems',
        'recommendations',
      ]),
    );
    expect(toCents(a.totalBudget)).toBe(decimalToCents(sample.total));
    expect(cents(a.estimatedCost) + cents(a.projectedProfit)).toBe(cents(a.totalBudget));
    expect(a.floridaAverageMargin).toBe(15.2);
    expect(a.marginVariance).toBeCloseTo(a.profitMargin - 15.2, 5);
    expect(['low', 'medium', 'high', 'critical']).toContain(a.overallRisk);
    expect(['below_market', 'market_rate', 'above_market']).toContain(a.competitiveAnalysis.pricingPosition);
    expect(a.lineItems).toHaveLength(sample.lineItemCount);
    for (const li of a.lineItems) {
      expect(Object.keys(li)).toEqual(
        expect.arrayContaining([
          'item',
          'quantity',
          'unitPrice',
          'totalPrice',
          'category',
          'riskLevel',
          'currentMargin',
          'profitMarginRecommendation',
          'floridaAveragePrice',
          'recommendations',
        ]),
      );
    }
    const shingles = a.lineItems.find((l: { item: string }) => l.item === 'Architectural shingles, installed');
    // 32 sq at $385.00 against the $400.00 reference: cost 0.80 × 32 × 400.00 = 10,240.00.
    expect(shingles).toMatchObject({
      quantity: 32,
      unitPrice: 385,
      totalPrice: 12320,
      category: 'material',
      floridaAveragePrice: 400,
      estimatedCost: 10240,
      pricingPosition: 'market_rate',
    });
    expect(a.projectName).toBe('Okafor Roof Replacement');
    expect(res.body.message).toBe('Analyzed 7 line items from "two-column-estimate.pdf"');
    expect(await storedFiles()).toEqual([]);
  });

  it(
    'analyzes the scanned estimate through OCR',
    async () => {
      const res = await upload<AnalyzeBody>('analyze-pdf-profitability', await pdfBytes('scanned-estimate.pdf'), 'scanned-estimate.pdf');
      expect(res.status).toBe(200);
      expect(res.body.method).toBe('ocr');
      expect(toCents(res.body.data.totalBudget)).toBe(decimalToCents((samples.find((s) => s.scanned) as Sample).total));
      expect(res.body.data.lineItems.map((l: { item: string }) => l.item)).toContain('Frameless glass shower door');
    },
    OCR_TEST_MS,
  );

  describe('refusals store nothing', () => {
    let projectsBefore: number;
    beforeAll(async () => {
      projectsBefore = await rowCount(server, 'projects');
    });
    const nothingStored = async () => {
      expect(await rowCount(server, 'projects')).toBe(projectsBefore);
      expect(await storedFiles()).toEqual([]);
    };

    it.each(['extract-from-pdf', 'analyze-pdf-profitability'] as const)('%s refuses a text file named .pdf (415)', async (route) => {
      const res = await upload(route, Buffer.from('Project: Fake\nTotal: $1,000.00\n'), 'notes.pdf');
      expect(res).toEqual({ status: 415, body: { message: 'Please select a PDF file' } });
      await nothingStored();
    });

    it('refuses a PNG image named .pdf (415)', async () => {
      const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer();
      const res = await upload('extract-from-pdf', png, 'scan.pdf', 'application/pdf');
      expect(res).toEqual({ status: 415, body: { message: 'Please select a PDF file' } });
      await nothingStored();
    });

    it.each(['extract-from-pdf', 'analyze-pdf-profitability'] as const)('%s refuses a PDF over 10MB (413)', async (route) => {
      const big = Buffer.concat([Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n'), Buffer.alloc(10 * 1024 * 1024 + 1024, 0x20)]);
      const res = await upload(route, big, 'huge.pdf');
      expect(res).toEqual({ status: 413, body: { message: 'File size must be less than 10MB' } });
      await nothingStored();
    });

    it('refuses a request without the pdf field (400)', async () => {
      const res = await upload('extract-from-pdf', await pdfBytes('proposal-letter.pdf'), 'proposal-letter.pdf', 'application/pdf', 'file');
      expect(res).toEqual({ status: 400, body: { message: 'Please select a PDF file' } });
      await nothingStored();
    });

    it('answers a damaged PDF with "Failed to extract project data" (400)', async () => {
      const broken = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R'), Buffer.alloc(64, 0x7a)]);
      const res = await upload('extract-from-pdf', broken, 'broken.pdf');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'Failed to extract project data',
        errors: [{ path: 'pdf', message: '"broken.pdf": the PDF could not be read (it may be damaged)' }],
      });
      const analyzed = await upload<AnalyzeBody>('analyze-pdf-profitability', broken, 'broken.pdf');
      expect(analyzed.status).toBe(400);
      expect(analyzed.body.message).toBe('Failed to analyze PDF profitability');
      await nothingStored();
    });
  });
});
