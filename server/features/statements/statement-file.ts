import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { readUpload } from '../../http/upload';

export const STATEMENT_TYPE_MESSAGE = 'Please select a CSV, OFX or QFX statement file';

export type StatementFile = {
  text: string;
  format: 'csv' | 'ofx';
  sha256: string;
  name: string;
  fields: Record<string, string>;
};

/**
 * Reads the statement file of a multipart request (field "file") through the app's upload reader: the 10MB limit
 * while streaming and the check of the bytes (a file whose bytes are a known binary type, a PDF, an image, a zip, is
 * refused with 415; only undetected text or XML passes). The bytes must then be UTF-8 text without NUL; an OFX/QFX
 * is told by its <OFX> element or OFXHEADER, anything else is read as CSV.
 */
export async function readStatementFile(req: FastifyRequest): Promise<StatementFile> {
  const file = await readUpload(req, {
    field: 'file',
    accept: ['', 'application/xml'],
    typeMessage: STATEMENT_TYPE_MESSAGE,
    missingMessage: 'No statement file was sent in the field "file"',
  });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.buffer);
  } catch {
    // Older OFX 1.x files declare CHARSET:1252; those bytes are read as Latin-1 (the file is still text).
    if (!/OFXHEADER/i.test(file.buffer.subarray(0, 200).toString('latin1'))) throw new AppError('unsupported_type', STATEMENT_TYPE_MESSAGE);
    text = file.buffer.toString('latin1');
  }
  if (text.includes('\u0000')) throw new AppError('unsupported_type', STATEMENT_TYPE_MESSAGE);
  const format = /OFXHEADER|<OFX>/i.test(text.slice(0, 4096)) ? 'ofx' : 'csv';
  return {
    text,
    format,
    sha256: createHash('sha256').update(file.buffer).digest('hex'),
    name: file.originalName.slice(0, 255),
    fields: file.fields,
  };
}
