/** Chains contractors buy from, as their receipts spell them (OCR-tolerant) → the name we store. */
const CHAINS: [RegExp, string][] = [
  [/\bHD\s*SUPPLY\b/, 'HD Supply'],
  [/\bHOME\s*DEP[O0]T\b|\bHOMEDEPOT\b/, 'The Home Depot'],
  [/\bLOWE'?[S5]\b/, "Lowe's"],
  [/\bACE\s*HARDWARE\b|\bACE\s+HDWE?\b/, 'Ace Hardware'],
  [/\bSHERWIN[\s-]*WILLIAMS\b/, 'Sherwin-Williams'],
  [/\bBENJAMIN\s*MOORE\b/, 'Benjamin Moore'],
  [/\bFERGUSON\b/, 'Ferguson'],
  [/\b84\s*LUMBER\b/, '84 Lumber'],
  [/\bSUNBELT\s*RENTALS?\b/, 'Sunbelt Rentals'],
  [/\bUNITED\s*RENTALS?\b/, 'United Rentals'],
  [/\bHERC\s*RENTALS?\b/, 'Herc Rentals'],
  [/\bMENARDS\b/, 'Menards'],
  [/\bTRUE\s*VALUE\b/, 'True Value'],
  [/\bHARBOR\s*FREIGHT\b/, 'Harbor Freight Tools'],
  [/\bBUILDERS\s*FIRST\s*SOURCE\b/, 'Builders FirstSource'],
  [/\bABC\s*SUPPLY\b/, 'ABC Supply'],
  [/\bBEACON\s*(ROOFING|BUILDING)\b/, 'Beacon Building Products'],
  [/\bWHITE\s*CAP\b/, 'White Cap'],
  [/\bFASTENAL\b/, 'Fastenal'],
  [/\bGRAINGER\b/, 'Grainger'],
  [/\bFLOOR\s*(&|AND)?\s*DECOR\b/, 'Floor & Decor'],
  [/\bSITEONE\b/, 'SiteOne Landscape Supply'],
  [/\bCITY\s*ELECTRIC\s*SUPPLY\b/, 'City Electric Supply'],
  [/\bGRAYBAR\b/, 'Graybar'],
];

const KEEP_UPPER = new Set(['LLC', 'INC', 'CO', 'USA', 'HVAC', 'ABC', 'LP', 'LTD', 'II', 'III']);
const NOT_A_NAME =
  /^(WELCOME|RECEIPT|SALES?\s*RECEIPT|INVOICE|CUSTOMER\s*COPY|MERCHANT\s*COPY|STORE|THANK|TEL|PHONE|DATE|TIME|CASHIER|REG(ISTER)?)\b/i;

const titleCase = (text: string) =>
  text
    .split(/\s+/)
    .map((w) =>
      KEEP_UPPER.has(w.toUpperCase().replace(/[.,]/g, '')) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase(),
    )
    .join(' ');

/**
 * The store's name: a known chain found in the first lines (normalized, e.g. "THE HOME DEPOT" → "The Home
 * Depot"), else the first line of the header that reads like a name (letters, not an address, phone or date),
 * title-cased. '' when nothing qualifies.
 */
export function findSupplierName(lines: readonly string[]): string {
  const head = lines.slice(0, 8);
  for (const line of head) {
    const key = line.toUpperCase();
    for (const [re, name] of CHAINS) if (re.test(key)) return name;
  }
  for (const line of head.slice(0, 5)) {
    const clean = line
      .replace(/[^A-Za-z0-9&'.,\- ]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    const letters = clean.replace(/[^A-Za-z]/g, '').length;
    if (letters < 3 || letters < clean.replace(/\s/g, '').length * 0.6) continue; // mostly digits: address, phone
    if (/^\d/.test(clean) || NOT_A_NAME.test(clean) || /\d{1,2}[/.-]\d{1,2}[/.-]\d{2}/.test(clean)) continue;
    return titleCase(clean.replace(/[.,-]+$/, '')).slice(0, 255);
  }
  return '';
}
