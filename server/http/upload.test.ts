import type { AddressInfo } from 'node:net';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './errors';
import { FILE_TOO_LARGE, IMAGE_MIME_TYPES, IMAGE_TYPE_MESSAGE, PDF_TYPE_MESSAGE, readUpload } from './upload';

// The shared multipart reader: the limit is enforced while streaming and types come from the bytes.
describe('readUpload', () => {
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    app = Fastify();
    app.setErrorHandler(errorHandler);
    await app.register(fastifyMultipart);
    app.post('/pdf', async (req) => {
      const f = await readUpload(req, { field: 'pdf', accept: ['application/pdf'], typeMessage: PDF_TYPE_MESSAGE });
      return { size: f.size, mimeType: f.mimeType, originalName: f.originalName, fields: f.fields };
    });
    app.post('/image', async (req) => {
      const f = await readUpload(req, { field: 'photo', accept: IMAGE_MIME_TYPES, typeMessage: IMAGE_TYPE_MESSAGE });
      return { size: f.size, mimeType: f.mimeType };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  const send = async (path: string, field: string, data: Buffer, name: string, type: string, extra: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(extra)) form.append(k, v);
    form.append(field, new Blob([new Uint8Array(data)], { type }), name);
    const res = await fetch(url + path, { method: 'POST', body: form });
    return { status: res.status, body: await res.json() };
  };

  it('accepts a PDF by its bytes and returns the other fields', async () => {
    const res = await send('/pdf', 'pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'approval.pdf', 'application/pdf', { projectId: '7' });
    expect(res).toEqual({
      status: 200,
      body: { size: 15, mimeType: 'application/pdf', originalName: 'approval.pdf', fields: { projectId: '7' } },
    });
  });

  it('refuses a text file named .pdf and an image named .pdf with the spec message', async () => {
    const text = await send('/pdf', 'pdf', Buffer.from('Total: $1,000.00 — not a PDF'), 'estimate.pdf', 'application/pdf');
    expect(text).toEqual({ status: 415, body: { message: 'Please select a PDF file' } });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const image = await send('/pdf', 'pdf', png, 'estimate.pdf', 'application/pdf');
    expect(image).toEqual({ status: 415, body: { message: 'Please select a PDF file' } });
  });

  it('refuses a file over 10MB with the spec message, whatever its size', async () => {
    for (const size of [10 * 1024 * 1024 + 1, 25 * 1024 * 1024]) {
      const big = Buffer.alloc(size, 0x20);
      big.write('%PDF-1.4\n');
      expect(await send('/pdf', 'pdf', big, 'big.pdf', 'application/pdf')).toEqual({ status: 413, body: { message: FILE_TOO_LARGE } });
    }
  });

  it('reads image types from the bytes, not the name', async () => {
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .webp()
      .toBuffer();
    expect(await send('/image', 'photo', webp, 'photo.jpg', 'image/jpeg')).toEqual({
      status: 200,
      body: { size: webp.length, mimeType: 'image/webp' },
    });
    const fake = await send('/image', 'photo', Buffer.from('just some plain text, not an image'), 'photo.gif', 'image/gif');
    expect(fake).toEqual({ status: 415, body: { message: IMAGE_TYPE_MESSAGE } });
  });

  it('answers 400, never 500, to malformed multipart: no boundary, a wrong one, a truncated body, a bad part header, a NUL field', async () => {
    const b = 'XyZboundary';
    const part = `--${b}\r\nContent-Disposition: form-data; name="pdf"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
    const cases: [string, string, string][] = [
      ['multipart/form-data', `${part}\r\n--${b}--\r\n`, 'no boundary'],
      ['multipart/form-data; boundary=other', `${part}\r\n--${b}--\r\n`, 'wrong boundary'],
      [`multipart/form-data; boundary=${b}`, part.slice(0, -5), 'truncated'],
      [`multipart/form-data; boundary=${b}`, `--${b}\r\nContent-Disposition: garbage\r\n\r\nx\r\n--${b}--\r\n`, 'bad header'],
      [
        `multipart/form-data; boundary=${b}`,
        `--${b}\r\nContent-Disposition: form-data; name="note"\r\n\r\na\u0000b\r\n${part}\r\n--${b}--\r\n`,
        'NUL',
      ],
    ];
    for (const [type, body, what] of cases) {
      const res = await fetch(`${url}/pdf`, { method: 'POST', headers: { 'content-type': type }, body });
      expect({ what, status: res.status }).toEqual({ what, status: 400 });
      const json = (await res.json()) as { message: string };
      expect(typeof json.message).toBe('string');
    }
  });

  it('says which field is missing, and refuses a JSON body', async () => {
    const wrongField = await send('/pdf', 'file', Buffer.from('%PDF-1.4\n'), 'a.pdf', 'application/pdf');
    expect(wrongField).toEqual({ status: 400, body: { message: 'No file was sent in the field "pdf"' } });
    const res = await fetch(`${url}/pdf`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Send the file as multipart/form-data in the field "pdf"' });
  });
});
