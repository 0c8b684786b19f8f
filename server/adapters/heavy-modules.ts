/**
 * Heavy npm modules the server needs only for files (images, PDFs, OCR): each is imported on first use, not
 * when the server starts, so a start costs neither their load time nor their memory (sharp and pdfkit are
 * about 30 MB each). A module is imported once and shared.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
}

/** sharp (libvips): thumbnails, OCR preparation, photo measurements. */
export const loadSharp = once(async () => (await import('sharp')).default);
/** pdfkit: printable pay stubs. */
export const loadPdfKit = once(async () => (await import('pdfkit')).default);
/** unpdf (pdf.js): text and images of approval PDFs. */
export const loadUnpdf = once(() => import('unpdf'));
/** file-type: what an upload is, by its bytes. */
export const loadFileType = once(() => import('file-type'));
/** tesseract.js: OCR worker threads. */
export const loadTesseract = once(() => import('tesseract.js'));
