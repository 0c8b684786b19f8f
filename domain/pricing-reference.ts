import { type Cents, cents } from './money';

/**
 * The built-in Florida reference price table for common residential items (installed price a homeowner pays,
 * labor and material together, before sales tax). It is the "Florida average price" the PDF profitability
 * analysis compares line items against. These are editable planning figures kept in this one file, not live
 * market data: change a row here and every analysis uses it.
 */

/** Units the table is priced in. A roofing square ('sq') is 100 sq ft. */
export type ReferenceUnit = 'sq ft' | 'lf' | 'ea' | 'sq' | 'ls';

export type PriceReference = {
  /** What the row covers, shown in the analysis. */
  label: string;
  /** Every pattern must match the line-item description (case-insensitive). */
  match: RegExp[];
  unit: ReferenceUnit;
  /** Florida average installed price per unit, in cents. */
  averageUnitPrice: Cents;
};

/** Rows are tried in order; the first whose patterns all match and whose unit fits is used. */
export const FLORIDA_PRICE_REFERENCE: readonly PriceReference[] = [
  { label: 'Semi-custom cabinets, installed', match: [/cabinet/i], unit: 'lf', averageUnitPrice: cents(42_500) },
  { label: 'Quartz countertops, installed', match: [/quartz/i, /counter|top/i], unit: 'sq ft', averageUnitPrice: cents(7_500) },
  { label: 'Granite countertops, installed', match: [/granite/i], unit: 'sq ft', averageUnitPrice: cents(6_500) },
  {
    label: 'Porcelain or ceramic wall tile, installed',
    match: [/tile/i, /wall|shower|backsplash/i],
    unit: 'sq ft',
    averageUnitPrice: cents(1_500),
  },
  { label: 'Porcelain or ceramic floor tile, installed', match: [/tile/i], unit: 'sq ft', averageUnitPrice: cents(1_200) },
  { label: 'Luxury vinyl plank flooring, installed', match: [/vinyl|lvp/i], unit: 'sq ft', averageUnitPrice: cents(750) },
  { label: 'Hardwood flooring, installed', match: [/hardwood|oak floor|engineered wood/i], unit: 'sq ft', averageUnitPrice: cents(1_100) },
  { label: 'Drywall repair and interior painting', match: [/paint|drywall/i], unit: 'sq ft', averageUnitPrice: cents(350) },
  { label: 'Recessed light, installed', match: [/recessed|can light/i], unit: 'ea', averageUnitPrice: cents(20_000) },
  { label: 'Shingle tear-off and disposal', match: [/tear[- ]?off|remove.*shingle/i], unit: 'sq', averageUnitPrice: cents(10_000) },
  { label: 'Architectural shingles, installed', match: [/shingle/i], unit: 'sq', averageUnitPrice: cents(40_000) },
  { label: 'Synthetic roof underlayment', match: [/underlayment/i], unit: 'sq', averageUnitPrice: cents(4_500) },
  { label: 'Seamless aluminum gutters', match: [/gutter/i], unit: 'lf', averageUnitPrice: cents(1_200) },
  { label: 'Fascia board replacement', match: [/fascia/i], unit: 'lf', averageUnitPrice: cents(1_000) },
  { label: 'Travertine pavers, installed', match: [/paver/i], unit: 'sq ft', averageUnitPrice: cents(725) },
  { label: 'Pool coping replacement', match: [/coping/i], unit: 'lf', averageUnitPrice: cents(1_400) },
  { label: 'Pressure washing and surface prep', match: [/pressure wash/i], unit: 'sq ft', averageUnitPrice: cents(75) },
  { label: 'Paver or deck sealer, two coats', match: [/seal/i], unit: 'sq ft', averageUnitPrice: cents(50) },
  { label: 'Screened pool enclosure', match: [/screen/i, /enclosure|cage/i], unit: 'sq ft', averageUnitPrice: cents(1_400) },
  { label: 'Concrete slab or patio, 4 in', match: [/concrete|slab/i], unit: 'sq ft', averageUnitPrice: cents(900) },
  { label: 'Wood or composite deck', match: [/deck/i, /composite|wood|board/i], unit: 'sq ft', averageUnitPrice: cents(4_500) },
  { label: 'Impact window, installed', match: [/impact/i, /window/i], unit: 'ea', averageUnitPrice: cents(125_000) },
  { label: 'Frameless glass shower door', match: [/glass/i, /shower|door/i], unit: 'ea', averageUnitPrice: cents(180_000) },
  { label: 'Bathroom vanity with top, installed', match: [/vanity/i], unit: 'ea', averageUnitPrice: cents(300_000) },
  { label: 'Shower pan and waterproofing', match: [/shower pan|waterproof/i], unit: 'ea', averageUnitPrice: cents(280_000) },
  { label: 'Dumpster rental (30 yd)', match: [/dumpster/i], unit: 'ea', averageUnitPrice: cents(55_000) },
  { label: 'Water heater, installed', match: [/water heater/i], unit: 'ea', averageUnitPrice: cents(210_000) },
];

/** Normalizes a unit as documents write it ("SF", "sq. ft.", "L.F.", "each", "squares") to the table's units. */
export function normalizeUnit(unit: string | null | undefined): ReferenceUnit | null {
  if (!unit) return null;
  const u = unit.toLowerCase().replace(/[.\s]/g, '');
  if (['sqft', 'sf', 'squarefeet', 'squarefoot'].includes(u)) return 'sq ft';
  if (['lf', 'linft', 'linearfeet', 'ft'].includes(u)) return 'lf';
  if (['ea', 'each', 'unit', 'units', 'pc', 'pcs', 'set', 'sets'].includes(u)) return 'ea';
  if (['sq', 'square', 'squares'].includes(u)) return 'sq';
  if (['ls', 'lumpsum', 'lot', 'allow', 'allowance'].includes(u)) return 'ls';
  return null;
}

/** The reference row for a line item, when one matches its description and its unit. */
export function findPriceReference(description: string, unit: string | null | undefined): PriceReference | null {
  const u = normalizeUnit(unit);
  if (u === null) return null;
  return FLORIDA_PRICE_REFERENCE.find((r) => r.unit === u && r.match.every((re) => re.test(description))) ?? null;
}
