import { describe, expect, it } from 'vitest';
import { parseApprovalText, parseLineItems } from './approval-pdf';

// The fields of an approval PDF one rule at a time: duration, dates, names and clients, line items, description.

const read = (...lines: string[]) => parseApprovalText(lines.join('\n'));

describe('the estimated days from a written duration (no dates)', () => {
  it.each([
    ['Duration: 12 working days', 12],
    ['Duration of 12 days', 12],
    ['Duration:12 days', 12],
    ['DURATION 1234 DAYS', 1234],
    ['Work will be completed within 30 calendar days.', 30],
    ['The job is complete within 4 days.', 4],
    ['Timeline of approximately 10 business days', 10],
    ['Schedule: 5 days', 5],
    ['Duration: about 10 days', null],
    ['We need 20 days', null],
    ['Duration: 12 weeks', null],
    ['Duration: 12345 days', null],
  ])('%s → %s', (line, days) => expect(read(line).estimatedDays).toBe(days));
});

describe('start and end dates', () => {
  it('labels first; a range fills only what is missing', () => {
    expect(read('Start Date: 01/05/2027', 'Scheduled: 2027-01-18 to 2027-01-29')).toMatchObject({
      startDate: '2027-01-05',
      endDate: '2027-01-29',
      estimatedDays: 25,
    });
    expect(read('Start Date: 01/05/2027', 'End Date: 01/10/2027', 'Schedule: 2027-02-01 to 2027-02-05')).toMatchObject({
      startDate: '2027-01-05',
      endDate: '2027-01-10',
    });
    expect(read('Completion Date: 02/10/2027', 'Work dates: 1/4/2027 – 1/15/2027')).toMatchObject({
      startDate: '2027-01-04',
      endDate: '2027-02-10',
    });
  });

  it('an end before the start is dropped', () => {
    expect(read('Start Date: 03/10/2027', 'End Date: 03/01/2027')).toMatchObject({ startDate: '2027-03-10', endDate: null });
    expect(read('Start Date: 03/10/2027', 'End Date: 03/10/2027')).toMatchObject({ endDate: '2027-03-10', estimatedDays: 1 });
  });

  it('running text: "commence on …", "completed no later than …"', () => {
    expect(read('Work will commence on or after March 1, 2027 and be completed no later than March 20, 2027.')).toMatchObject({
      startDate: '2027-03-01',
      endDate: '2027-03-20',
      estimatedDays: 20,
    });
  });
});

describe('names and clients', () => {
  it.each([
    ['Project: AB', null],
    ['Project: 12345', null],
    ['Project: $500 deck', null],
    ['Project: Abc', 'Abc'],
    [`Project: ${'a'.repeat(120)}`, 'a'.repeat(120)],
    [`Project: ${'a'.repeat(121)}`, null],
    ['Project: Deck Start Date: 01/05/2027', 'Deck'],
  ])('%s → name %s', (line, name) => expect(read(line).name).toBe(name));

  it.each([
    ['Client: Mary Ann Lee', 'Mary Ann Lee'],
    ['Client: John Smith 2', null],
    ['Client: a b c d e f g hhh', 'a b c d e f g hhh'],
    ['Client: a b c d e f g h iii', null],
  ])('%s → client %s', (line, client) => expect(read(line).clientName).toBe(client));

  it('a Bill To or Sold To block names the client when nothing else does', () => {
    expect(read('Bill To: Jane Doe').clientName).toBe('Jane Doe');
    expect(read('Sold To:', 'Jane Doe').clientName).toBe('Jane Doe');
    expect(read('Client: Ann Lee', 'Bill To: Jane Doe').clientName).toBe('Ann Lee');
    expect(read('Bill To: 123').clientName).toBeNull();
  });
});

describe('description', () => {
  it('client and scope, either, or none', () => {
    expect(read('Client: Ann Lee', 'Tile floor 10 sq ft $5.00 $50.00', 'Grout sealing 10 sq ft $1.00 $10.00').description).toBe(
      'Client: Ann Lee\nScope: Tile floor; Grout sealing',
    );
    expect(read('Tile floor 10 sq ft $5.00 $50.00').description).toBe('Scope: Tile floor');
    expect(read('Client: Ann Lee').description).toBe('Client: Ann Lee');
    expect(read('Nothing here').description).toBeNull();
  });
});

describe('parseLineItems: the quantity must explain the amount', () => {
  const qty = (line: string) => parseLineItems([line])[0]?.quantity;
  it.each([
    ['Paint walls 10 sq ft $5.00 $50.00', 10],
    ['Paint walls 10 sq ft $5.00 $50.01', 10],
    ['Paint walls 10 sq ft $5.00 $50.02', 10],
    ['Paint walls 3 sq ft $5.00 $50.00', 10],
    ['Pavers 1,200 sq ft $7.25 $8,700.00', 1200],
    ['Dumpster rental $525.00 $1,050.00', 2],
    ['Dumpster rental $400.00 $1,050.00', null],
    ['Permit fee $0.00 $150.00', null],
  ])('%s → %s', (line, quantity) => expect(qty(line)).toBe(quantity));

  it('a glued "1 ls" is repaired only when unit price and amount agree', () => {
    expect(parseLineItems(['Remove tub lls $1,450.00 $2,900.00'])).toEqual([
      { description: 'Remove tub lls', quantity: 2, unit: null, unitPriceCents: 145000, totalCents: 290000 },
    ]);
    expect(parseLineItems(['Remove tub lea $50.00 $50.00'])).toEqual([
      { description: 'Remove tub', quantity: 1, unit: 'ea', unitPriceCents: 5000, totalCents: 5000 },
    ]);
  });

  it('units are lower case with single spaces; rows without a description of three letters or of a total are skipped', () => {
    expect(parseLineItems(['Tile 10 SQ FT $5.00 $50.00'])[0].unit).toBe('sq ft');
    expect(parseLineItems(['AB 1 ea $5.00 $5.00', 'Deposit $100.00 $100.00', 'Balance $1.00 $1.00', 'Payment $1.00 $1.00'])).toEqual([]);
    expect(parseLineItems(['Original contract $1.00 $1.00', 'Tax $1.00 $1.00'])).toEqual([]);
    expect(parseLineItems(['Taxable items $5.00 $5.00'])).toHaveLength(1);
  });
});
