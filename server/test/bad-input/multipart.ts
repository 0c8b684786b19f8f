import fc from 'fast-check';

/** A multipart request body and its headers. */
export type Multipart = { headers: Record<string, string>; body: Uint8Array; what: string };

const CRLF = '\r\n';
const enc = (s: string) => new TextEncoder().encode(s);
const join = (parts: (string | Uint8Array)[]) => {
  const chunks = parts.map((p) => (typeof p === 'string' ? enc(p) : p));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
};

type Part = { name: string; value: string | Uint8Array; filename?: string };

/** A well-formed multipart/form-data body with these parts. */
function form(boundary: string, parts: Part[]): Uint8Array {
  const pieces: (string | Uint8Array)[] = [];
  for (const p of parts) {
    pieces.push(`--${boundary}${CRLF}`);
    pieces.push(
      p.filename === undefined
        ? `Content-Disposition: form-data; name="${p.name}"${CRLF}${CRLF}`
        : `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"${CRLF}Content-Type: image/jpeg${CRLF}${CRLF}`,
    );
    pieces.push(p.value, CRLF);
  }
  pieces.push(`--${boundary}--${CRLF}`);
  return join(pieces);
}

/** Bytes no file-type signature matches (a leading 'zz' rules out every image and PDF magic number). */
const notAFile = fc.uint8Array({ minLength: 0, maxLength: 300 }).map((b) => join(['zz', b]));

const nulField = fc.constantFrom('\u0000', 'caption\u0000', '1\u0000');

/**
 * Uploads the route must refuse with a 4xx: broken framing (no boundary, a wrong boundary, a truncated
 * body, a malformed part header, bytes that are not multipart), a file whose bytes are no accepted type,
 * an empty file, no file, a NUL in a text field, a bad photo category or receipt project.
 */
export function badMultipart(field: string): fc.Arbitrary<Multipart> {
  const b = 'fcboundary7MA4YWxkTrZu0gW';
  const typed = (body: Uint8Array, what: string, boundary: string | null = b): Multipart => ({
    headers: { 'content-type': boundary === null ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}` },
    body,
    what,
  });
  return fc.oneof(
    notAFile.map((bytes) => typed(form(b, [{ name: field, value: bytes, filename: 'a.jpg' }]), 'file bytes of no accepted type')),
    fc.constant(typed(form(b, [{ name: field, value: new Uint8Array(), filename: 'empty.jpg' }]), 'an empty file')),
    fc.constant(typed(form(b, [{ name: 'caption', value: 'no file' }]), 'no file part')),
    notAFile.map((bytes) => typed(form(b, [{ name: 'other', value: bytes, filename: 'a.jpg' }]), 'the file in another field')),
    nulField.map((v) =>
      typed(
        form(b, [
          { name: 'caption', value: v },
          { name: 'projectId', value: v },
        ]),
        'NUL in a text field',
      ),
    ),
    notAFile.map((bytes) => typed(form(b, [{ name: field, value: bytes, filename: 'a.jpg' }]), 'no boundary in the header', null)),
    notAFile.map((bytes) => typed(form('otherboundary', [{ name: field, value: bytes, filename: 'a.jpg' }]), 'a wrong boundary')),
    fc.tuple(notAFile, fc.integer({ min: 1, max: 60 })).map(([bytes, cut]) => {
      const whole = form(b, [{ name: field, value: bytes, filename: 'a.jpg' }]);
      return typed(whole.slice(0, Math.max(1, whole.length - cut)), 'a truncated body');
    }),
    fc
      .constantFrom(
        `--${b}${CRLF}Content-Disposition: garbage${CRLF}${CRLF}data${CRLF}--${b}--${CRLF}`,
        `--${b}${CRLF}${CRLF}${CRLF}--${b}--`,
        `--${b}--${CRLF}`,
        `--${b}`,
        `${CRLF}${CRLF}`,
        `--${b}${CRLF}Content-Disposition: form-data; name="${field}"; filename="a.jpg"${CRLF}`,
        '',
      )
      .map((text) => typed(enc(text), `malformed framing ${JSON.stringify(text.slice(0, 30))}`)),
    fc.uint8Array({ maxLength: 400 }).map((bytes) => typed(bytes, 'random bytes')),
    fc.constantFrom('selfie', 'BEFORE', '\u0000').map((category) =>
      typed(
        form(b, [
          { name: 'category', value: category },
          { name: 'projectId', value: 'abc' },
          { name: field, value: enc('zz not an image'), filename: 'a.jpg' },
        ]),
        'bad category, bad project and a non-image',
      ),
    ),
  );
}
