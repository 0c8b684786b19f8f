import { loadSharp, loadUnpdf } from '../heavy-modules';
import type { OcrEngine } from '../ocr';

/** How the text of a PDF was obtained. */
export type PdfTextMethod = 'text-layer' | 'ocr';

export type PdfText = {
  /** The document's text, pages separated by a blank line. */
  text: string;
  /** Pages in the document. */
  pages: number;
  /** Pages whose text was read (OCR reads at most MAX_OCR_PAGES). */
  pagesRead: number;
  method: PdfTextMethod;
  /** Wall time of the extraction, milliseconds. */
  ms: number;
  /** Mean OCR confidence (0–100) when OCR was used. */
  ocrConfidence?: number;
  /** Said when not every page was read. */
  note?: string;
};

/** Scanned documents are OCR'd page by page; only the first pages are read to keep a request bounded. */
export const MAX_OCR_PAGES = 10;

/** Fewer letters than this per page means the text layer is missing (a scan) or only holds stray marks. */
const MIN_LETTERS_PER_PAGE = 20;

/** The PDF could not be opened or read. */
export class PdfReadError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'PdfReadError';
  }
}

const letterCount = (s: string) => (s.match(/[A-Za-z]/g) ?? []).length;

type RawImage = { data: Uint8ClampedArray | Uint8Array; width: number; height: number; channels: 1 | 3 | 4 };

/** Turns one embedded page image into a PNG OCR reads well: grayscale, contrast stretched, upscaled when small. */
async function imageForOcr(img: RawImage): Promise<Buffer> {
  const sharp = await loadSharp();
  let pipeline = sharp(Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength), {
    raw: { width: img.width, height: img.height, channels: img.channels },
  })
    .greyscale()
    .median(3)
    .normalize();
  // Tesseract wants text about 20–30 px high: a letter page under ~1000 px wide is a scan below ~120 dpi, so
  // double it. Larger scans are read as they are (upscaling a 150 dpi page made OCR ~60 % slower, no better).
  if (img.width < 1000) pipeline = pipeline.resize({ width: img.width * 2, kernel: 'lanczos3' });
  // Tell Tesseract the resolution (a raw image has none, and it would guess 70 dpi and warn).
  return pipeline.withDensity(300).png().toBuffer();
}

/**
 * Reads the text of a PDF: the text layer when there is one (unpdf / pdf.js); otherwise (a scanned document)
 * the images embedded in each page are OCR'd, largest first, for the first MAX_OCR_PAGES pages.
 */
export async function extractPdfText(buffer: Buffer, ocr: OcrEngine): Promise<PdfText> {
  const { extractImages, extractText, getDocumentProxy } = await loadUnpdf();
  const t0 = performance.now();
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  let pageTexts: string[];
  try {
    pdf = await getDocumentProxy(new Uint8Array(buffer), { verbosity: 0 });
    pageTexts = (await extractText(pdf, { mergePages: false })).text;
  } catch (e) {
    throw new PdfReadError('The PDF could not be read', e);
  }
  const pages = pdf.numPages;
  try {
    const layerText = pageTexts.join('\n\n').trim();
    if (letterCount(layerText) >= MIN_LETTERS_PER_PAGE * Math.min(pages, 1)) {
      return { text: layerText, pages, pagesRead: pages, method: 'text-layer', ms: Math.round(performance.now() - t0) };
    }
    const pagesToRead = Math.min(pages, MAX_OCR_PAGES);
    const texts: string[] = [];
    const confidences: number[] = [];
    for (let pageNo = 1; pageNo <= pagesToRead; pageNo++) {
      let images: RawImage[];
      try {
        images = (await extractImages(pdf, pageNo)) as RawImage[];
      } catch (e) {
        throw new PdfReadError(`The images of page ${pageNo} could not be read`, e);
      }
      // Page-sized scans first; skip logos and specks.
      const scans = images.filter((i) => i.width >= 300 && i.height >= 300).sort((a, b) => b.width * b.height - a.width * a.height);
      const pageText: string[] = [];
      for (const img of scans) {
        const result = await ocr.recognize(await imageForOcr(img), { keepGaps: true });
        pageText.push(result.text.trim());
        confidences.push(result.confidence);
      }
      texts.push(pageText.join('\n'));
    }
    const text = texts.join('\n\n').trim();
    const ocrConfidence = confidences.length ? Math.round(confidences.reduce((s, c) => s + c, 0) / confidences.length) : undefined;
    return {
      text,
      pages,
      pagesRead: pagesToRead,
      method: 'ocr',
      ms: Math.round(performance.now() - t0),
      ...(ocrConfidence !== undefined ? { ocrConfidence } : {}),
      ...(pages > pagesToRead ? { note: `Scanned PDF: only the first ${pagesToRead} of ${pages} pages were read` } : {}),
    };
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}
