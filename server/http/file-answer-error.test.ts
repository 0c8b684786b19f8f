import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './errors';

// A file answer that fails before its first byte (the accountant's pack at 10 times the bench threw while making its
// CSVs): the error is the JSON sentence of every error, not Fastify's "invalid payload type" under the zip's type.
describe('an error in a file answer', () => {
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.get('/pack.zip', async (_req, reply) => {
      const out = new PassThrough();
      setImmediate(() => out.destroy(new RangeError('Maximum call stack size exceeded')));
      return reply.type('application/zip').header('content-disposition', 'attachment; filename="pack.zip"').send(out);
    });
    app.get('/report.pdf', async (_req, reply) => {
      reply.type('application/pdf').header('content-disposition', 'attachment; filename="report.pdf"');
      throw new Error('pdfkit failed');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  for (const path of ['/pack.zip', '/report.pdf'])
    it(`answers 500 as JSON with a sentence, not as an attachment (${path})`, async () => {
      const res = await fetch(url + path);
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(await res.json()).toEqual({ message: 'Something went wrong on the server' });
    });
});
