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
/**
 * Characters the documents use that pdfkit's standard fonts (Helvetica, WinAnsi encoding) cannot draw, with what is
 * drawn instead: "line 4 − 5" printed as 'line 4 "  5' on the pay application before this.
 */
const NOT_IN_WIN_ANSI: Record<string, string> = { '−': '-', '≤': '<=', '≥': '>=', '≈': '~', '→': '->', '←': '<-', '✓': 'v', '\u00a0': ' ' };
const NOT_IN_WIN_ANSI_RE = new RegExp(`[${Object.keys(NOT_IN_WIN_ANSI).join('')}]`, 'g');

/** Text as the standard fonts can draw it (NOT_IN_WIN_ANSI); everything else is left as it is. */
export function winAnsiText(text: string): string {
  return text.replace(NOT_IN_WIN_ANSI_RE, (c) => NOT_IN_WIN_ANSI[c] ?? c);
}

/**
 * pdfkit: pay stubs, pay applications, reports. Every document is set in the standard fonts, so the class answered
 * draws (and measures) text through winAnsiText.
 */
export const loadPdfKit = once(async () => {
  const PDFDocument = (await import('pdfkit')).default;
  return class StandardFontDocument extends PDFDocument {
    // pdfkit's text(text, x?, y?, options?) and text(text, options?): only the text changes.
    override text(text: string, ...rest: unknown[]): this {
      return (super.text as (...args: unknown[]) => this)(typeof text === 'string' ? winAnsiText(text) : text, ...rest);
    }
    override widthOfString(text: string, options?: PDFKit.Mixins.TextOptions): number {
      return super.widthOfString(winAnsiText(text), options);
    }
    override heightOfString(text: string, options?: PDFKit.Mixins.TextOptions): number {
      return super.heightOfString(winAnsiText(text), options);
    }
  };
});
/** unpdf (pdf.js): text and images of approval PDFs. */
export const loadUnpdf = once(() => import('unpdf'));
/** file-type: what an upload is, by its bytes. */
export const loadFileType = once(() => import('file-type'));
/** tesseract.js: OCR worker threads. */
export const loadTesseract = once(() => import('tesseract.js'));
