import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyzePdfResponse, ExtractPdfResponse } from '../../../domain/api/approval-pdf';
import { databaseKinds, httpClient, postUpload, rowCount, startTestServer, type TestServer } from '../../test/harness';

const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures');

describe.each(databaseKinds)('the same approval PDF read twice on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  const upload = <T>(route: 'extract-from-pdf' | 'analyze-pdf-profitability', data: Buffer, name: string) =>
    postUpload<T>(server, `/api/projects/${route}`, { field: 'pdf', data, name, type: 'application/pdf' });

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  });
  afterAll(() => server.close());

  it('warns that it was read before, naming the project it became; other bytes are not a duplicate', async () => {
    const pdf = await readFile(path.join(fixtures, 'proposal-letter.pdf'));
    const first = await upload<ExtractPdfResponse>('extract-from-pdf', pdf, 'proposal-letter.pdf');
    expect(first.status).toBe(200);
    expect(first.body.checks).toEqual({ duplicates: [] });
    expect(first.body.approvalPdfId).toEqual(expect.any(Number));
    // Analyzing it right after reading its fields is not a duplicate of itself: it became no project yet.
    expect((await upload<AnalyzePdfResponse>('analyze-pdf-profitability', pdf, 'proposal-letter.pdf')).body.checks).toEqual({
      duplicates: [],
    });

    // Read again before any project was saved: named as read before, with no project.
    const unsaved = await upload<ExtractPdfResponse>('extract-from-pdf', pdf, 'copy.pdf');
    expect(unsaved.body.approvalPdfId).toBe(first.body.approvalPdfId);
    expect(unsaved.body.checks.duplicates).toEqual([
      {
        reason: 'same-pdf',
        uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        fileName: 'proposal-letter.pdf',
        projectId: null,
        projectName: null,
      },
    ]);

    const d = first.body.data;
    const fields = { name: d.name, location: d.location, startDate: d.startDate, budget: d.budget };
    const project = await api.post('/api/projects', { ...fields, approvalPdfId: first.body.approvalPdfId });
    expect(project.status).toBe(201);
    const made = { projectId: project.body.id, projectName: 'Hernandez Kitchen Remodel' };

    const again = await upload<ExtractPdfResponse>('extract-from-pdf', pdf, 'Hernandez proposal (1).pdf');
    expect(again.body.checks.duplicates).toEqual([
      expect.objectContaining({ reason: 'same-pdf', fileName: 'proposal-letter.pdf', ...made }),
    ]);
    expect(again.body.data.name).toBe('Hernandez Kitchen Remodel'); // a warning: the fields are still read
    const analyzed = await upload<AnalyzePdfResponse>('analyze-pdf-profitability', pdf, 'again.pdf');
    expect(analyzed.body.checks.duplicates).toEqual([expect.objectContaining(made)]);

    // A second project saved with the same PDF does not take its place; an unknown id links nothing.
    const second = await api.post('/api/projects', { ...fields, name: 'Copy', approvalPdfId: first.body.approvalPdfId });
    expect(second.status).toBe(201);
    expect(
      (await api.post('/api/projects', { name: 'X', location: 'Tampa', startDate: '2027-01-11', budget: 1, approvalPdfId: 999999 })).status,
    ).toBe(201);
    expect((await upload<ExtractPdfResponse>('extract-from-pdf', pdf, 'p.pdf')).body.checks.duplicates).toEqual([
      expect.objectContaining(made),
    ]);
    expect(
      (await api.post('/api/projects', { name: 'Y', location: 'Tampa', startDate: '2027-01-11', budget: 1, approvalPdfId: 'abc' })).status,
    ).toBe(400);

    // Other bytes (another approval) are a PDF of their own.
    const other = await upload<ExtractPdfResponse>(
      'extract-from-pdf',
      await readFile(path.join(fixtures, 'change-order-form.pdf')),
      'estimate.pdf',
    );
    expect(other.body.checks).toEqual({ duplicates: [] });
    expect(await rowCount(server, 'approval_pdf_uploads')).toBe(2);
  });
});
