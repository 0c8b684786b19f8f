import { z } from 'zod';
import { EXPENSE_CATEGORY_LABELS, type ExpenseCategory } from './expenses';
import { lazySchema } from './lazy-schema';
import { addCents, type Cents, centsToDollars, dollarsToCents, formatUsd, subCents, sumCents } from './money';
import { RECEIPT_SPLIT_CATEGORIES, type ReceiptSplitCategory } from './receipt-split';

/** The item line as these rules read it (the shape of a receipt line item; money in dollars). */
type Line = { description: string; category: 'material' | 'equipment' | 'other'; totalPrice: number };

/**
 * A possible duplicate of a receipt being read (issue 39 scope 3), shown before saving and never a block:
 * same-image, the very photo (SHA-256 of its bytes) already became this expense; same-supplier-date-total, an
 * expense of the same supplier on the same date for the same total to the cent. Amount in dollars.
 */
export const receiptDuplicateSchema = lazySchema(() =>
  z.object({
    reason: z.enum(['same-image', 'same-supplier-date-total']),
    expenseId: z.number().int(),
    date: z.string(),
    amount: z.number(),
    supplier: z.string().nullable(),
    projectId: z.number().int(),
    projectName: z.string(),
  }),
);
export type ReceiptDuplicate = z.infer<typeof receiptDuplicateSchema>;

/** Where a suggested category comes from, in the words the receipt screen shows. */
export const CATEGORY_SOURCES = ['supplier history', 'items', 'default'] as const;

/** The category offered for the expense, where it comes from and a sentence saying why. */
export const suggestedCategorySchema = lazySchema(() =>
  z.object({
    category: z.enum(RECEIPT_SPLIT_CATEGORIES),
    source: z.enum(CATEGORY_SOURCES),
    note: z.string(),
  }),
);
export type SuggestedCategory = z.infer<typeof suggestedCategorySchema>;

/**
 * The item lines against the printed figures: itemsTotal (their sum) compared with subtotal, which is the printed
 * subtotal, else the total less the tax, else the total (comparedWith says which); difference = itemsTotal −
 * subtotal. Dollars.
 */
export const itemsCheckSchema = lazySchema(() =>
  z.object({
    itemsTotal: z.number(),
    subtotal: z.number(),
    comparedWith: z.enum(['subtotal', 'total less tax', 'total']),
    difference: z.number(),
    matches: z.boolean(),
  }),
);
export type ItemsCheck = z.infer<typeof itemsCheckSchema>;

/** One category of a supplier's past expenses: how many and how much (cents). */
export type SupplierCategoryCount = { category: ExpenseCategory; count: number; cents: Cents };

// Petrol for the trucks: gasoline, unleaded, and the pump grades Malaysian and US stations print (RON 95,
// V-Power, FuelSave, Primax). Checked before FUEL_WORDS so "FUELSAVE 95" is gas.
const GAS_WORDS = /\b(GASOLINE|GAS|PETROL|UNLEADED|UNL|RON\s?9[2578]|V-?POWER|FUELSAVE|PRIMAX|SUPER\s+UNL|REGULAR\s+UNL)\b/;
// Fuel for machines and heat: diesel (and its exhaust fluid), propane, kerosene.
const FUEL_WORDS = /\b(DIESEL|FUEL|PROPANE|KEROSENE|DEF|ADBLUE)\b/;

/**
 * The expense category of one item line: gas or fuel by the pump's words (only for lines the item rules left as
 * other, so "GAS VALVE" stays material), else the line's own category.
 */
export function lineExpenseCategory(line: Pick<Line, 'description' | 'category'>): ReceiptSplitCategory {
  if (line.category !== 'other') return line.category;
  const text = line.description.toUpperCase();
  if (GAS_WORDS.test(text)) return 'gas';
  if (FUEL_WORDS.test(text)) return 'fuel';
  return 'other';
}

/** Order of preference when two categories hold the same money or count: the expense list's order. */
const rank = (c: ExpenseCategory) => RECEIPT_SPLIT_CATEGORIES.indexOf(c as ReceiptSplitCategory);
const label = (c: ExpenseCategory) => EXPENSE_CATEGORY_LABELS[c];
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The category offered for a receipt's expense: the supplier's most common category of past expenses (by count,
 * then money; labor never, a receipt is not the crew's pay); else the category holding most of the item lines'
 * money among material, equipment, gas and fuel; else other, flagged as the default for the person to choose.
 */
export function suggestReceiptCategory(input: {
  supplierName: string;
  history: readonly SupplierCategoryCount[];
  items: readonly Line[];
}): SuggestedCategory {
  const past = input.history.filter((h) => h.category !== 'labor' && h.count > 0);
  if (past.length > 0) {
    const top = past.reduce((a, b) =>
      b.count > a.count || (b.count === a.count && (b.cents > a.cents || (b.cents === a.cents && rank(b.category) < rank(a.category))))
        ? b
        : a,
    );
    const all = past.reduce((n, h) => n + h.count, 0);
    return {
      category: top.category as ReceiptSplitCategory,
      source: 'supplier history',
      note: `${top.count} of ${input.supplierName.trim() || 'this supplier'}'s ${plural(all, 'past expense')} ${top.count === 1 ? 'is' : 'are'} ${label(top.category)}`,
    };
  }
  const byCategory = new Map<ReceiptSplitCategory, { cents: Cents; lines: number }>();
  for (const line of input.items) {
    const category = lineExpenseCategory(line);
    if (category === 'other') continue;
    const seen = byCategory.get(category) ?? { cents: 0 as Cents, lines: 0 };
    byCategory.set(category, { cents: addCents(seen.cents, dollarsToCents(line.totalPrice)), lines: seen.lines + 1 });
  }
  const ranked = [...byCategory.entries()].sort(([a, x], [b, y]) => y.cents - x.cents || rank(a) - rank(b));
  if (ranked.length > 0) {
    const [category, { cents, lines }] = ranked[0];
    return {
      category,
      source: 'items',
      note: `${lines} of the ${plural(input.items.length, 'item line')} (${formatUsd(centsToDollars(cents))}) ${lines === 1 ? 'is' : 'are'} ${label(category)}`,
    };
  }
  return {
    category: 'other',
    source: 'default',
    note:
      input.items.length === 0
        ? 'No item lines and no past expenses of this supplier say what this is: choose the category'
        : 'The item lines and the supplier say nothing of the category: choose it',
  };
}

/**
 * The item lines against the receipt's printed figures, to the cent; null without item lines or without a
 * subtotal or total. Without a printed subtotal the lines may add up to the total (prices with tax in them, as
 * Malaysian receipts print them) or to the total less the tax; either matches.
 */
export function checkItemsAgainstSubtotal(
  items: readonly Pick<Line, 'totalPrice'>[],
  details: { subtotal: number | null; totalAmount: number | null; tax: number | null },
): ItemsCheck | null {
  if (items.length === 0) return null;
  const sum = addCents(...items.map((i) => dollarsToCents(i.totalPrice)));
  const answer = (against: Cents, comparedWith: ItemsCheck['comparedWith'], matches: boolean): ItemsCheck => ({
    itemsTotal: centsToDollars(sum),
    subtotal: centsToDollars(against),
    comparedWith,
    difference: centsToDollars(subCents(sum, against)),
    matches,
  });
  if (details.subtotal !== null && details.subtotal > 0) {
    const subtotal = dollarsToCents(details.subtotal);
    return answer(subtotal, 'subtotal', sum === subtotal);
  }
  if (details.totalAmount === null || details.totalAmount <= 0) return null;
  const total = dollarsToCents(details.totalAmount);
  const tax = details.tax !== null && details.tax > 0 && details.tax < details.totalAmount ? dollarsToCents(details.tax) : null;
  if (tax === null || sum === total) return answer(total, 'total', sum === total);
  const lessTax = subCents(total, tax);
  return answer(lessTax, 'total less tax', sum === lessTax);
}

/** Sum of the material line items, exact to the cent. */
export function materialCostCents(items: readonly Pick<Line, 'category' | 'totalPrice'>[]): Cents {
  return sumCents(items.filter((i) => i.category === 'material').map((i) => dollarsToCents(i.totalPrice)));
}

/**
 * A receipt's material cost in cents: the whole total (tax included) when it has item lines and every one is
 * material, or when it has none and its expense category is material; else the sum of its material lines
 * (before tax, as printed); 0 without material. Without a total, the material lines' sum.
 */
export function receiptMaterialCostCents(
  items: readonly Pick<Line, 'category' | 'totalPrice'>[],
  total: number | null,
  category: string,
): Cents {
  const material = materialCostCents(items);
  if (total === null || total <= 0) return material;
  if (items.length > 0 && items.every((i) => i.category === 'material')) return dollarsToCents(total);
  if (items.length === 0 && category === 'material') return dollarsToCents(total);
  return material;
}

/**
 * Why creating an expense must stop and ask first, or null: the supplier name matches no supplier on the books,
 * it is the name as read (not edited by the person), and it was read with less confidence than reviewBelow.
 */
export function lowConfidenceSupplierProblem(input: {
  sentName: string;
  readName: string | null;
  readConfidence: number | null;
  matchesExisting: boolean;
  confirmed: boolean;
  reviewBelow: number;
}): string | null {
  const name = input.sentName.trim();
  if (!name || input.matchesExisting || input.confirmed) return null;
  if (input.readName === null || input.readConfidence === null || input.readConfidence >= input.reviewBelow) return null;
  if (input.readName.trim() !== name) return null;
  return `The supplier name "${name}" was read with low confidence: check it, or confirm creating a new supplier.`;
}
