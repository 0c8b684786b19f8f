/**
 * Widths and text-showing operators of a pdfkit standard (AFM) font, computed per character and per pair of
 * characters and then remembered. pdfkit works them out glyph by glyph with a kerning lookup for every pair of
 * every string it measures or draws; a year's receipts report measures and draws some 300,000 cell texts, most of
 * them unique (descriptions), so caching whole strings does not help but caching characters does. The results are
 * the same as pdfkit's own widthOfString and encode (same sums in the same order), which the unit test holds.
 */

/** The parts of pdfkit's font object used here. */
export type PdfKitFont = {
  id: string;
  ascender: number;
  ref(): unknown;
  encode(text: string): [string[], { xAdvance: number; advanceWidth: number }[]];
};

/** A number as pdfkit writes it into content streams (at most 2 decimals here, enough for positions in points). */
export const num = (n: number) => String(Math.round(n * 100) / 100);

/** Codes below this (Latin-1, nearly every character of a US contractor's books) are kept in flat arrays. */
const FLAT = 256;

export class FontMetrics {
  /** Per UTF-16 code unit: its hex code in the font's encoding and its advance width (1/1000 em). */
  private readonly hex = new Map<number, string>();
  private readonly advance = new Map<number, number>();
  /** Kerning between two code units (1/1000 em), keyed left * 65536 + right. */
  private readonly kerning = new Map<number, number>();
  /** The same for codes below FLAT, NaN where not yet looked up: an array read instead of a hash lookup. */
  private readonly flatHex: string[] = new Array(FLAT).fill('');
  private readonly flatAdvance = new Float64Array(FLAT).fill(Number.NaN);
  private readonly flatKerning = new Float64Array(FLAT * FLAT).fill(Number.NaN);

  /** Widths at 1 pt of whole texts already measured (dates, names and categories repeat down a table). */
  private readonly widths = new Map<string, number>();

  constructor(private readonly font: PdfKitFont) {}

  private lookUp(code: number) {
    const [encoded, positions] = this.font.encode(String.fromCharCode(code));
    this.hex.set(code, encoded[0]);
    this.advance.set(code, positions[0].advanceWidth);
    if (code < FLAT) {
      this.flatHex[code] = encoded[0];
      this.flatAdvance[code] = positions[0].advanceWidth;
    }
  }

  private advanceOf(code: number): number {
    if (code < FLAT) {
      const a = this.flatAdvance[code];
      if (!Number.isNaN(a)) return a;
    } else if (this.advance.has(code)) return this.advance.get(code) as number;
    this.lookUp(code);
    return this.advance.get(code) as number;
  }

  private hexOf(code: number): string {
    if (code < FLAT && this.flatHex[code] !== '') return this.flatHex[code];
    if (!this.hex.has(code)) this.lookUp(code);
    return this.hex.get(code) as string;
  }

  private kern(left: number, right: number): number {
    const flat = left < FLAT && right < FLAT;
    if (flat) {
      const k = this.flatKerning[left * FLAT + right];
      if (!Number.isNaN(k)) return k;
    } else {
      const k = this.kerning.get(left * 65536 + right);
      if (k !== undefined) return k;
    }
    const [, positions] = this.font.encode(String.fromCharCode(left, right));
    const k = positions[0].xAdvance - positions[0].advanceWidth;
    if (flat) this.flatKerning[left * FLAT + right] = k;
    else this.kerning.set(left * 65536 + right, k);
    return k;
  }

  /** The width of `text` in points at `size`, as pdfkit's doc.widthOfString gives it (its 100 % horizontal scaling included). */
  widthOf(text: string, size: number): number {
    const known = this.widths.get(text);
    if (known !== undefined) return (known * (size / 1000) * 100) / 100;
    let width = 0;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const code = text.charCodeAt(i);
      width += this.advanceOf(code) + (i + 1 < n ? this.kern(code, text.charCodeAt(i + 1)) : 0);
    }
    if (this.widths.size < 50_000) this.widths.set(text, width);
    return (width * (size / 1000) * 100) / 100;
  }

  /** The TJ operator showing `text`, with pdfkit's kerning adjustments (as in its _fragment). */
  show(text: string): string {
    const parts: string[] = [];
    let run = '';
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const code = text.charCodeAt(i);
      run += this.hexOf(code);
      const k = i + 1 < n ? this.kern(code, text.charCodeAt(i + 1)) : 0;
      if (k !== 0) {
        parts.push(`<${run}> ${num(-k)}`);
        run = '';
      }
    }
    if (run !== '') parts.push(`<${run}> 0`);
    return `[${parts.join(' ')}] TJ`;
  }
}
