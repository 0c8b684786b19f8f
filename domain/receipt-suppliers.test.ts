import { describe, expect, it } from 'vitest';
import { nameSimilarity, readSupplierName } from './receipt-suppliers';

// Reading the supplier's name from the head of a receipt: chains, known suppliers, and the line that reads most like a name.

describe('nameSimilarity', () => {
  it.each([
    ['Ace Hardware', 'ACE HARDWARE', 1],
    ['The Home Depot', 'Home Depot', 1],
    ['THE  ACE', 'ace', 1],
    ['THEATRE', 'theatre', 1],
    ['ABCD', 'ABCE', 0.75],
    ['ABC', 'ABCDEF', 0.5],
    ['ABCDEF', 'ABC', 0.5],
    ['AB', 'BA', 0],
    ['', 'x', 0],
    ['x', '', 0],
    ['!!', 'ab', 0],
  ])('%s ~ %s = %s', (a, b, sim) => expect(nameSimilarity(a, b)).toBe(sim));

  it('edit distance over the longer name', () => expect(nameSimilarity('KITTEN', 'SITTING')).toBeCloseTo(4 / 7, 12));
});

describe('readSupplierName', () => {
  it('nothing to read', () => expect(readSupplierName([])).toEqual({ name: '', confidence: 0 }));

  it('a known chain in the first eight lines', () => {
    expect(readSupplierName(['WELCOME', 'THE HOME DEPOT #1234'])).toEqual({ name: 'The Home Depot', confidence: 0.95 });
  });

  it('the line that reads most like a business name, skipping addresses, phones and titles', () => {
    expect(readSupplierName(['TAX INVOICE', 'SUNSHINE LUMBER', '45 BAY RD', 'TAMPA FL 33611', 'TEL 813-555-0100'])).toEqual({
      name: 'Sunshine Lumber',
      confidence: 0.8,
    });
  });

  it('a company word starting a line continues the name above it', () => {
    expect(readSupplierName(['GULF COAST', 'HARDWARE LLC', '12 MAIN ST'])).toEqual({ name: 'Gulf Coast Hardware LLC', confidence: 0.8 });
  });

  it('without a business word: 0.6 for a clean name, 0.45 for a doubtful one', () => {
    expect(readSupplierName(['MARIO PIZZA'])).toEqual({ name: 'Mario Pizza', confidence: 0.6 });
    expect(readSupplierName(['mario pizza'])).toEqual({ name: 'Mario Pizza', confidence: 0.6 });
    expect(readSupplierName(['MARIO'])).toEqual({ name: 'Mario', confidence: 0.45 });
    expect(readSupplierName(['Mario pizza xx'])).toEqual({ name: 'Mario Pizza Xx', confidence: 0.45 });
  });

  it('amount lines, mostly-digit lines and fragments are no names', () => {
    expect(readSupplierName(['MARIO PIZZA 12.99'])).toEqual({ name: '', confidence: 0 });
    expect(readSupplierName(['AB12345'])).toEqual({ name: '', confidence: 0 });
    expect(readSupplierName(['XQZ BRT'])).toEqual({ name: '', confidence: 0 });
  });

  it('an earlier line wins a tie in looks; upper case counts', () => {
    expect(readSupplierName(['MARIO PIZZA', 'LUIGI PASTA']).name).toBe('Mario Pizza');
    expect(readSupplierName(['mario pizza', 'LUIGI PASTA']).name).toBe('Luigi Pasta');
  });

  it('a supplier already on the books at 80 % or more is answered with its stored spelling', () => {
    const lines = ['GULF COAST BLDG SUPPLY', '12 MAIN ST'];
    const r = readSupplierName(lines, ['Gulf Coast Bldg Supply LLC']);
    expect(r.name).toBe('Gulf Coast Bldg Supply LLC');
    expect(r.confidence).toBeCloseTo(1 - 3 / 22, 12);
    expect(readSupplierName(lines, ['Gulf Coast Bldg Supply LLC', 'Gulf Coast Bldg Supply'])).toEqual({
      name: 'Gulf Coast Bldg Supply',
      confidence: 0.95,
    });
    expect(readSupplierName(lines, ['Other Name'])).toEqual({ name: 'Gulf Coast Bldg Supply', confidence: 0.8 });
  });
});
