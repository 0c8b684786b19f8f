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

const KEEP_UPPER = new Set(['LLC', 'INC', 'CO', 'USA', 'HVAC', 'ABC', 'LP', 'LTD', 'II', 'III', 'SDN', 'BHD', 'PLC', 'PTY']);
/** Header lines that are not the business: document titles, greetings, order and cashier lines. */
const NOT_A_NAME =
  /^(WELCOME|RECEIPT|(SIMPLIFIED\s*)?(FULL\s*)?(TAX\s*)?(INVOICE|RECEIPT)|SALES?\s*(RECEIPT|INVOICE)|OFFICIAL\s*RECEIPT|CASH\s*(SALES?|BILL|RECEIPT)|CUSTOMER\s*COPY|MERCHANT\s*COPY|DUPLICATE|REPRINT|COPY|STORE\s*(NO|#)|THANK|TEL|PHONE|FAX|DATE|TIME|CASHIER|REG(ISTER)?|ORDER|TABLE|BILL|YOUR|OPEN|HOURS|WWW|HTTP)\b/i;
/** Parts of an address, a phone line or a registration number. */
const ADDRESS =
  /\b(JALAN|JLN|LORONG|TAMAN|LOT|BLOCK|BLK|STREET|ST|ROAD|RD|AVENUE|AVE|BLVD|DRIVE|DR|HWY|HIGHWAY|PKWY|SUITE|STE|UNIT|FLOOR|FLR|P\.?\s*O\.?\s*BOX|NO\s*\d|BATU|KAMPUNG|KG|SEKSYEN|PERSIARAN|BANDAR)\b/i;
const REGISTRATION =
  /\b(GST|SST|VAT|ABN|EIN|TIN|CO\.?\s*REG|REG\.?\s*NO|ROC|COMPANY\s*NO|BUSINESS\s*NO|ID\s*NO|TAX\s*ID)\b|\(\s*\d{4,}[- ]?[A-Z]?\s*\)|^\d{5,}-[A-Z]$/i;
const PHONE = /\b(TEL|PHONE|FAX|H\/?P|MOBILE|CALL)\b|\(?\d{2,4}\)?[\s-]\d{3,4}[\s-]?\d{3,4}/i;
/** Words businesses put in their names: a line with one is very likely the name. */
const BUSINESS_WORD =
  /\b(SDN\.?\s*BHD|BHD|ENTERPRISES?|TRADING|HARDWARE|ELECTRICAL|SUPPLY|SUPPLIES|STORES?|MART|MARKET|SUPERMARKET|RESTAURANT|CAFE|BAKERY|PHARMACY|PETRO(L|LEUM)?|STATION|LUMBER|BUILDING|MATERIALS?|CENTER|CENTRE|COMPANY|CORP(ORATION)?|LLC|INC|LTD|LIMITED|CO|PLC|PTY|GROUP|INDUSTRIES|SERVICES?|RENTALS?|DEPOT|WAREHOUSE|OUTLET|SHOP|BOOKSTORE|STATIONERY|MACHINERY|ENGINEERING)\b/i;

/** Words that end a business name; a line beginning with one continues the name above it. */
const COMPANY_SUFFIX =
  /^(SDN\.?\s*BHD|BHD|ENTERPRISES?|TRADING|LLC|INC|LTD|LIMITED|CO|CORP|COMPANY|PLC|PTY|GROUP|HARDWARE|SUPPLY|SUPPLIES)\b/i;

/** A store code, a dash and the outlet's name: "KX104 - Brewmate Riverside". */
const OUTLET = /^[A-Z]{1,4}\s?\d{2,6}\s*-\s*[A-Za-z]{3,}(\s+[A-Za-z'&]+)*$/;

const titleCase = (text: string) =>
  text
    .split(/\s+/)
    .map((w) =>
      KEEP_UPPER.has(w.toUpperCase().replace(/[.,]/g, '')) || /^[A-Z]+\d+$/i.test(w)
        ? w.toUpperCase()
        : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase(),
    )
    .join(' ');

const clean = (line: string) =>
  line
    .replace(/[^A-Za-z0-9&'.,\-() ]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,\-()&']+|[\s.,\-&']+$/g, '')
    .trim();

/** How much a line reads like a business name (0 = not at all); OCR garbage of short fragments scores low. */
function nameScore(line: string, position: number): number {
  const text = clean(line);
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  if (letters < 3 || letters < text.replace(/\s/g, '').length * 0.6) return 0; // mostly digits: an address, a phone
  if (/^\d/.test(text) || NOT_A_NAME.test(text) || /\d{1,2}[/.-]\d{1,2}[/.-]\d{2}/.test(text)) return 0;
  if (ADDRESS.test(text) || REGISTRATION.test(text) || PHONE.test(text) || /\b(INVOICE|RECEIPT|CASHIER)\b/i.test(text)) return 0;
  if (/\d[.,]\d\d\b/.test(line)) return 0; // an item or amount line
  const words = text.split(' ').filter((w) => /[A-Za-z]/.test(w));
  const real = words.filter((w) => w.replace(/[^A-Za-z]/g, '').length >= 3 && /[AEIOUY]/i.test(w)).length;
  if (real === 0) return 0;
  let score = real / words.length; // share of word-like words
  if (BUSINESS_WORD.test(text)) score += 0.6;
  // One word alone on a line is more often a logo or a heading read as text than the business's name.
  else if (words.length === 1) score -= 0.3;
  if (text === text.toUpperCase()) score += 0.2;
  return score - position * 0.08;
}

/** Similarity of two names, 0..1 (1 − edit distance / length), ignoring case, spacing and punctuation. */
export function nameSimilarity(a: string, b: string): number {
  const x = a
    .toUpperCase()
    .replace(/^THE\s+/, '')
    .replace(/[^A-Z0-9]/g, '');
  const y = b
    .toUpperCase()
    .replace(/^THE\s+/, '')
    .replace(/[^A-Z0-9]/g, '');
  if (x.length === 0 || y.length === 0) return 0;
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) row.push(Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1)));
    prev = row;
  }
  return 1 - prev[y.length] / Math.max(x.length, y.length);
}

export type SupplierRead = { name: string; confidence: number };

/**
 * The business name and how sure it is: a known chain in the first lines; else a header line similar to a
 * supplier already on the books (≥ 80 %, answered with the stored spelling); else the header line that reads
 * most like a name (skipping TAX INVOICE, addresses, phone and registration lines), joined with the next line
 * when the name continues there ("… HARDWARE" / "ENTERPRISE SDN BHD"). '' when nothing qualifies.
 */
export function readSupplierName(lines: readonly string[], knownSuppliers: readonly string[] = []): SupplierRead {
  const head = lines.slice(0, 10);
  for (const line of head.slice(0, 8)) {
    const key = line.toUpperCase();
    for (const [re, name] of CHAINS) if (re.test(key)) return { name, confidence: 0.95 };
  }
  const scored = head.map((line, i) => ({ i, score: nameScore(line, i) })).filter((c) => c.score > 0.3);
  if (knownSuppliers.length > 0) {
    let best: { name: string; sim: number } | null = null;
    for (const { i } of scored) {
      const one = clean(head[i]);
      const two = i + 1 < head.length ? `${one} ${clean(head[i + 1])}` : one;
      for (const known of knownSuppliers) {
        const sim = Math.max(nameSimilarity(one, known), nameSimilarity(two, known));
        if (sim >= 0.8 && (!best || sim > best.sim)) best = { name: known, sim };
      }
    }
    if (best) return { name: best.name, confidence: Math.min(0.95, best.sim) };
  }
  if (scored.length === 0) return { name: '', confidence: 0 };
  const top = scored.reduce((a, b) => (b.score > a.score ? b : a));
  // A line starting with a company word ("ENTERPRISE (SETIA") continues the name begun on the line above.
  let start = top.i;
  while (start > 0 && COMPANY_SUFFIX.test(clean(head[start])) && nameScore(head[start - 1], 0) > 0.3) start--;
  // An outlet line right above the company ("KX104 - Brewmate Riverside": a store code and the shop's name) names
  // the shop that company runs, and leads the supplier's name.
  if (start > 0 && OUTLET.test(clean(head[start - 1].replace(/[–—]/g, '-')))) start--;
  let name = head
    .slice(start, top.i + 1)
    .map(clean)
    .join(' ');
  // A name broken over lines: keep joining while the name has no company word yet and the next line has one.
  for (let j = top.i + 1; j < Math.min(head.length, top.i + 3) && !BUSINESS_WORD.test(name); j++) {
    const next = clean(head[j]);
    if (!BUSINESS_WORD.test(next) || nameScore(head[j], 0) === 0) break;
    name = `${name} ${next}`;
  }
  const confidence = BUSINESS_WORD.test(name) ? 0.8 : top.score >= 1 ? 0.6 : 0.45;
  return { name: titleCase(name.replace(/[.,-]+$/, '')).slice(0, 255), confidence };
}

/** The store's name ('' when none): see readSupplierName. */
export function findSupplierName(lines: readonly string[], knownSuppliers: readonly string[] = []): string {
  return readSupplierName(lines, knownSuppliers).name;
}
