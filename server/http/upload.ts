import { createHash, type Hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { NUL_MESSAGE } from '../../domain/validation';
import { loadFileType, loadSharp } from '../adapters/heavy-modules';
import { AppError } from './errors';

/** Upload size limit for PDFs, photos and receipts (part 1 §9): under 10MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE = 'File size must be less than 10MB';

export const IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/bmp',
  'image/tiff',
  'image/heic',
  'image/heif',
] as const;
export const IMAGE_TYPE_MESSAGE = 'Please select a valid image file (JPEG, PNG, WebP, GIF, BMP, TIFF, IMG, HEIC)';
export const PDF_TYPE_MESSAGE = 'Please select a PDF file';
export const UNDECODABLE_IMAGE = 'The image could not be read: the file is damaged or is not really an image';
export const MALFORMED_MULTIPART = 'The upload is not a valid multipart/form-data request';

export type UploadedFile = {
  buffer: Buffer;
  /** The type read from the file's bytes (never from its name or the browser's claim). */
  mimeType: string;
  ext: string;
  originalName: string;
  size: number;
  /** The other (text) fields of the multipart form. */
  fields: Record<string, string>;
};

type UploadOptions = {
  /** The multipart field holding the file: pdf, photo or receipt. */
  field: string;
  accept: readonly string[];
  typeMessage: string;
  /** Message when the file part is missing. */
  missingMessage?: string;
};

function normalizeMime(mime: string): string {
  // file-type names HEIF sequences and AVIF-like brands separately; treat the HEIC family as one.
  if (mime === 'image/heic-sequence') return 'image/heic';
  if (mime === 'image/heif-sequence') return 'image/heif';
  return mime;
}

/** Image types sharp decodes here; HEIC/HEIF (HEVC) and BMP it cannot, so those are stored and served as downloads. */
const DECODABLE_IMAGES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/tiff']);

/**
 * An image whose type sharp can decode must decode completely (every pixel, errors and truncation fatal), so a
 * file that only starts like an image (GIF89a followed by HTML) is refused with 415 and never stored.
 */
async function decodeFully(buffer: Buffer, mimeType: string): Promise<void> {
  if (!DECODABLE_IMAGES.has(mimeType)) return;
  const sharp = await loadSharp();
  try {
    await sharp(buffer, { failOn: 'error', limitInputPixels: 80_000_000 }).stats();
  } catch {
    throw new AppError('unsupported_type', UNDECODABLE_IMAGE);
  }
}

/** The limits every upload is read with. */
const PART_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024 };

/**
 * The SHA-256 of a multipart form's parts in order: each text field's name and value, each file's field name and
 * the SHA-256 of its bytes (never the boundary, which a browser draws anew for every send). An upload's
 * Idempotency-Key compares it (server/http/idempotency.ts).
 */
class PartsFingerprint {
  private readonly hash: Hash = createHash('sha256');
  field(name: string, value: string): void {
    this.hash.update(JSON.stringify(['field', name, value]));
  }
  file(name: string, bytes: Buffer): void {
    this.hash.update(JSON.stringify(['file', name, createHash('sha256').update(bytes).digest('hex')]));
  }
  digest(): string {
    return this.hash.digest('hex');
  }
}

const fingerprints = new WeakMap<FastifyRequest, string>();

/** The fingerprint of the form readUpload read from this request, once it has read the whole form. */
export function uploadFingerprintOf(req: FastifyRequest): string | null {
  return fingerprints.get(req) ?? null;
}

/**
 * Reads a multipart form only for its fingerprint (an upload repeated with its Idempotency-Key, which never reaches
 * its handler): the same parts in the same order as readUpload reads them give the same text. Null when the form
 * cannot be read.
 */
export async function readUploadFingerprint(req: FastifyRequest): Promise<string | null> {
  if (!req.isMultipart()) return null;
  const print = new PartsFingerprint();
  try {
    for await (const part of req.parts({ limits: PART_LIMITS })) {
      if (part.type === 'file') print.file(part.fieldname, await part.toBuffer());
      else print.field(part.fieldname, String(part.value ?? ''));
    }
  } catch {
    return null;
  }
  return print.digest();
}

/**
 * Reads one file from a multipart request: streamed with the 10MB limit enforced while reading (a larger
 * file is cut off and refused, never buffered whole), then checked by its magic bytes. Nothing is stored
 * here; callers store the buffer only after every check has passed.
 */
export async function readUpload(req: FastifyRequest, opts: UploadOptions): Promise<UploadedFile> {
  if (!req.isMultipart()) throw new AppError('invalid', `Send the file as multipart/form-data in the field "${opts.field}"`);
  const fields: Record<string, string> = {};
  let file: Omit<UploadedFile, 'fields'> | null = null;
  // Only an upload sent with an Idempotency-Key (server/http/idempotency.ts) has its form fingerprinted.
  const print = req.headers['idempotency-key'] === undefined ? null : new PartsFingerprint();
  try {
    for await (const part of req.parts({ limits: PART_LIMITS })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        print?.file(part.fieldname, buffer);
        if (part.fieldname !== opts.field) continue;
        if (buffer.length === 0) throw new AppError('invalid', 'The file is empty');
        const detected = await (await loadFileType()).fileTypeFromBuffer(buffer);
        const mimeType = detected ? normalizeMime(detected.mime) : '';
        if (!opts.accept.includes(mimeType)) throw new AppError('unsupported_type', opts.typeMessage);
        await decodeFully(buffer, mimeType);
        file = {
          buffer,
          mimeType,
          ext: detected?.ext ?? 'bin',
          originalName: part.filename || `upload.${detected?.ext}`,
          size: buffer.length,
        };
      } else {
        const value = String(part.value ?? '');
        if (value.includes('\u0000') || part.fieldname.includes('\u0000')) {
          throw new AppError('invalid', `${part.fieldname.replaceAll('\u0000', '\\0')}: ${NUL_MESSAGE}`, [
            { path: part.fieldname.replaceAll('\u0000', '\\0'), message: NUL_MESSAGE },
          ]);
        }
        print?.field(part.fieldname, value);
        fields[part.fieldname] = value;
      }
    }
    if (print) fingerprints.set(req, print.digest());
  } catch (e) {
    if (e instanceof AppError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('too_large', FILE_TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw new AppError('invalid', 'Send one file per request');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError('invalid', `Send the file as multipart/form-data in the field "${opts.field}"`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError('invalid', 'The form has too many fields');
    // Anything else thrown while parsing is the request's fault (a missing or wrong boundary, a truncated
    // body, a malformed part header, a field over 64 KB): 400, never 500.
    req.log.info({ code, reason: (e as Error).message }, 'malformed multipart upload');
    throw new AppError('invalid', `${MALFORMED_MULTIPART}: ${(e as Error).message}`);
  }
  if (!file) throw new AppError('invalid', opts.missingMessage ?? `No file was sent in the field "${opts.field}"`);
  return { ...file, fields };
}
