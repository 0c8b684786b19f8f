import { describe, expect, it } from 'vitest';
import { countFoundFields, findTotal, parseApprovalText, parseLineItems } from './approval-pdf';
import { parseCityLine } from './approval-pdf-address';
import { parseDate, stateCode, toLines } from './approval-pdf-text';

describe('parseDate', () => {
  it.each([
    ['11/14/2026', '2026-11-14'],
    ['1/4/27', '2027-01-04'],
    ['November 14, 2026', '2026-11-14'],
    ['Nov. 14 2026', '2026-11-14'],
    ['14 November 2026', '2026-11-14'],
    ['2026-11-14', '2026-11-14'],
    ['Sept 3rd, 2026', '2026-09-03'],
  ])('reads %s', (text, iso) => expect(parseDate(text)).toBe(iso));

  it('refuses dates that do not exist', () => {
    expect(parseDate('02/30/2026')).toBeNull();
    expect(parseDate('2026-13-01')).toBeNull();
    expect(parseDate('Smarch 3, 2026')).toBeNull();
  });
});

describe('addresses', () => {
  it('reads states as codes and names', () => {
    expect(stateCode('fl')).toBe('FL');
    expect(stateCode('Florida')).toBe('FL');
    expect(stateCode('Fla.')).toBe('FL');
    expect(stateCode('ZZ')).toBeNull();
  });
  it('reads a City, ST ZIP line in its variants', () => {
    expect(parseCityLine('Tampa, FL 33611')).toEqual({ city: 'Tampa', state: 'FL', zipCode: '33611' });
    expect(parseCityLine('St. Petersburg, Florida 33701-1234')).toEqual({ city: 'St. Petersburg', state: 'FL', zipCode: '33701' });
    expect(parseCityLine('Winter Park FL 32789')).toEqual({ city: 'Winter Park', state: 'FL', zipCode: '32789' });
    expect(parseCityLine('Total 1,234.00')).toBeNull();
  });

  it('prefers the labeled job site over the letterhead and the billing address', () => {
    const p = parseApprovalText(
      [
        'Acme Builders | 500 Main St, Orlando, FL 32801 | (407) 555-0100',
        'Bill To:',
        'Jane Smith',
        '12 Oak Lane',
        'Ocala, FL 34470',
        'Job Address: 88 Pine Ridge Rd, Lake Mary, FL 32746',
      ].join('\n'),
    );
    expect([p.streetAddress, p.city, p.state, p.zipCode]).toEqual(['88 Pine Ridge Rd', 'Lake Mary', 'FL', '32746']);
    expect(p.location).toBe('Lake Mary');
  });

  it('finds an address written in running text and the recipient above the same street', () => {
    const p = parseApprovalText(
      [
        'Bay County Building Department',
        '840 W 11th St, Panama City, FL 32401',
        'Ruth Gomez',
        '3310 Harbor Point Dr',
        'Panama City Beach, FL 32408',
        'RE: Gomez Dock Replacement',
        'Permit 26-0412 is issued for the work at 3310 Harbor Point Dr, Panama City Beach, Florida 32408 as shown in the plans.',
      ].join('\n'),
    );
    expect(p.name).toBe('Gomez Dock Replacement');
    expect(p.clientName).toBe('Ruth Gomez');
    expect([p.streetAddress, p.city, p.state, p.zipCode]).toEqual(['3310 Harbor Point Dr', 'Panama City Beach', 'FL', '32408']);
  });

  it('joins a street line with the City, ST ZIP line under it', () => {
    const p = parseApprovalText('Site Address: 1200 Ocean Blvd Unit 4B\nJupiter, FL 33477\nProject: Unit 4B refresh');
    expect([p.streetAddress, p.city, p.zipCode]).toEqual(['1200 Ocean Blvd Unit 4B', 'Jupiter', '33477']);
  });
});

describe('names and clients', () => {
  it.each([
    ['Project: Lee Deck Rebuild', 'Lee Deck Rebuild'],
    ['Job Name - Lee Deck Rebuild', 'Lee Deck Rebuild'],
    ['RE: Lee Deck Rebuild', 'Lee Deck Rebuild'],
    ['PROJECT NAME\nLee Deck Rebuild', 'Lee Deck Rebuild'],
  ])('reads the name from %j', (text, name) => expect(parseApprovalText(text).name).toBe(name));

  it('does not take "Project Address" for the project name', () => {
    const p = parseApprovalText('Project Address: 9 Elm St, Tampa, FL 33602\nProject: Elm Street Porch');
    expect(p.name).toBe('Elm Street Porch');
  });

  it.each(['Client', 'Owner', 'Customer', 'Homeowner', 'Prepared For'])('reads the client from "%s:"', (label) => {
    expect(parseApprovalText(`${label}: Tom Reyes`).clientName).toBe('Tom Reyes');
  });

  it('leaves what it cannot find empty', () => {
    const p = parseApprovalText('Thank you for your business.');
    expect(p).toMatchObject({
      name: null,
      clientName: null,
      streetAddress: null,
      city: null,
      budget: null,
      startDate: null,
      lineItems: [],
    });
    expect(countFoundFields(p)).toEqual({ found: 0, total: 11 });
  });
});

describe('dates', () => {
  it('reads start and end labels and counts the days inclusively', () => {
    const p = parseApprovalText('Start Date: 11/14/2026    End Date: November 20, 2026');
    expect([p.startDate, p.endDate, p.estimatedDays]).toEqual(['2026-11-14', '2026-11-20', 7]);
  });
  it('reads a schedule range and running-text dates', () => {
    expect(parseApprovalText('Scheduled: 2027-01-18 to 2027-01-29')).toMatchObject({
      startDate: '2027-01-18',
      endDate: '2027-01-29',
      estimatedDays: 12,
    });
    expect(parseApprovalText('Work may begin on or after 01/04/2027 and must be completed by 04/30/2027.')).toMatchObject({
      startDate: '2027-01-04',
      endDate: '2027-04-30',
    });
  });
  it('does not take the document date as the start date', () => {
    expect(parseApprovalText('Date: 11/02/2026\nProject: Porch').startDate).toBeNull();
  });
  it('reads a duration when there is no end date', () => {
    expect(parseApprovalText('Start Date: 03/01/2027\nDuration: 21 working days').estimatedDays).toBe(21);
  });
});

describe('findTotal', () => {
  it('prefers the grand total over subtotals and tax', () => {
    expect(findTotal(['Subtotal $21,647.00', 'Sales Tax (6%) $1,298.82', 'Grand Total $22,945.82'])).toBe(2294582);
  });
  it.each([
    ['Contract Total: $48,750.00', 4875000],
    ['Total Contract Price: $29,949.00', 2994900],
    ['Approved Amount: $13,090.00', 1309000],
    ['TOTAL $14,527.50', 1452750],
    ['the approved project cost is $22,900.00. Work may begin', 2290000],
    ['Grand Total: 1,250.10', 125010],
  ])('reads %j', (line, expected) => expect(findTotal([line])).toBe(expected));
  it('ignores the original contract sum, deposits and subtotals', () => {
    expect(findTotal(['Original contract sum: $31,200.00', 'Deposit due: $5,000.00', 'Approved Amount: $13,090.00'])).toBe(1309000);
    expect(findTotal(['Roofing subtotal $16,704.00', 'Deposit $1,000.00'])).toBeNull();
  });
  it('reads the amount under a label that stands alone', () => {
    expect(findTotal(['CONTRACT TOTAL', '$ 52,300.00'])).toBe(5230000);
  });
  it.each([
    ['Contract Sum: $48,750.00', 4875000],
    ['CONTRACT PRICE $29,949', 2994900],
    ['Total Due: $3,210.55', 321055],
    ['AMOUNT DUE USD 1,204.10', 120410],
    ['Balance Due $612.00', 61200],
    ['Change Order Total: $3,500.00', 350000],
  ])('reads the receipts’ total phrase %j', (line, expected) => expect(findTotal([line])).toBe(expected));
  it('takes the revised contract sum of a change order, never the original sum or the change', () => {
    const lines = ['Original Contract Sum $31,200.00', 'Net change by this Change Order $2,400.00', 'Revised Contract Sum $33,600.00'];
    expect(findTotal(lines)).toBe(3360000);
  });
  it('prefers the total that subtotal + tax confirms to a stronger label that disagrees', () => {
    expect(findTotal(['Subtotal $9,000.00', 'Sales Tax 7.00% $630.00', 'Total $9,630.00', 'Amount Due $963.00'])).toBe(963000);
  });
  it('books the invoice total, not the balance left after payments and credits', () => {
    expect(findTotal(['Invoice Total $12,000.00', 'Less payments/credits $5,000.00', 'Balance Due $7,000.00'])).toBe(1200000);
  });
  it('takes subtotal + tax when no total is printed, a total standing alone under its label, and skips rates and retainage', () => {
    expect(findTotal(['Subtotal $2,520.00', 'Sales Tax $176.40'])).toBe(269640);
    expect(findTotal(['TOTAL DUE', '$ 9,150.00'])).toBe(915000);
    expect(findTotal(['Price per sq ft $4.25', 'Retainage (10%) $1,500.00', 'Contract Sum $15,000.00'])).toBe(1500000);
    expect(findTotal(['Amount paid $5,000.00'])).toBeNull();
    expect(findTotal(['Contract Sum $15,000.00', 'Deposit paid $1,500.00'])).toBe(1500000);
    expect(findTotal(['Contract Sum $50,000.00', 'Paid to date $5,000.00'])).toBe(5000000);
    expect(findTotal(['Contract Sum $42,600.00', 'Paid by check $4,260.00'])).toBe(4260000);
  });
  it('falls back to the sum of the line items, exactly', () => {
    const p = parseApprovalText('Paint walls 3 ea $0.10 $0.30\nPatch drywall 1 ea $0.20 $0.20');
    expect(p.budget).toBe(0.5);
  });
});

describe('parseLineItems', () => {
  it('reads quantity, unit, unit price and amount in table rows', () => {
    expect(parseLineItems(['Quartz countertops, 3 cm 58 sq ft $78.50 $4,553.00', 'Coping replacement 96 lf @ $12.50 $1,200.00'])).toEqual([
      { description: 'Quartz countertops, 3 cm', quantity: 58, unit: 'sq ft', unitPriceCents: 7850, totalCents: 455300 },
      { description: 'Coping replacement', quantity: 96, unit: 'lf', unitPriceCents: 1250, totalCents: 120000 },
    ]);
  });
  it('repairs an OCR-glued "1 ls" and derives a quantity the amount proves', () => {
    expect(parseLineItems(['Remove tub and wall tile lls $1,450.00 $1,450.00'])[0]).toMatchObject({
      description: 'Remove tub and wall tile',
      quantity: 1,
      unit: 'ls',
    });
    expect(parseLineItems(['Dumpster rental $525.00 $1,050.00'])[0]).toMatchObject({ quantity: 2 });
  });
  it('skips subtotal, tax and total rows', () => {
    expect(parseLineItems(['Roofing subtotal $16,704.00 $16,704.00', 'Sales Tax $1.00 $1.00', 'Grand Total $5.00 $5.00'])).toEqual([]);
  });
});

describe('other real-world layouts', () => {
  it('reads a plain invoice-style estimate', () => {
    const p = parseApprovalText(
      [
        'SEABREEZE CONSTRUCTION',
        'ESTIMATE',
        'JOB NAME: MORALES LANAI SCREEN',
        'Customer: Luis Morales',
        'Job Site',
        '55 Seabreeze Ln',
        'Destin FL 32541',
        'Re-screen lanai, 1,200 sq ft 1200 sf $2.10 $2,520.00',
        'SUBTOTAL: $2,520.00',
        'Sales Tax 7.00% $176.40',
        'TOTAL: $2,696.40',
        'Deposit (30%): $808.92',
      ].join('\n'),
    );
    expect(p).toMatchObject({
      name: 'MORALES LANAI SCREEN',
      clientName: 'Luis Morales',
      streetAddress: '55 Seabreeze Ln',
      city: 'Destin',
      state: 'FL',
      zipCode: '32541',
      budget: 2696.4,
    });
    expect(p.lineItems).toEqual([
      { description: 'Re-screen lanai, 1,200 sq ft', quantity: 1200, unit: 'sf', unitPrice: 2.1, totalPrice: 2520 },
    ]);
  });

  it('reads whole-dollar totals and does not take "Re-roof" for a RE: line', () => {
    const p = parseApprovalText('Re-roof of detached garage\nContract Amount: $12,000\nProperty: 4 Gull Ct, Tavernier, FL 33070');
    expect(p.name).toBeNull();
    expect(p.budget).toBe(12000);
    expect([p.streetAddress, p.city, p.zipCode]).toEqual(['4 Gull Ct', 'Tavernier', '33070']);
  });

  it('ignores a job number where a name is expected', () => {
    expect(parseApprovalText('Job #: 2026-114\nProject No: 4471').name).toBeNull();
  });
});

describe('form boxes and side-by-side blocks read by OCR (columns apart by wide gaps)', () => {
  it.each([
    [
      'a row of boxes: each heading with its value, the value row kept',
      'JOB NAME        START DATE\nPool Deck Resurfacing        12/01/2026',
      ['JOB NAME START DATE', 'Pool Deck Resurfacing 12/01/2026', 'JOB NAME', 'Pool Deck Resurfacing', 'START DATE', '12/01/2026'],
    ],
    [
      'two address blocks side by side: one column after the other',
      'BILL TO        JOB SITE\nRobert Okafor        Okafor Roof Replacement\nPO Box 1187        2250 Gulf Shore Blvd N\nTOTAL $5.00',
      [
        'BILL TO JOB SITE',
        'BILL TO',
        'Robert Okafor',
        'PO Box 1187',
        'JOB SITE',
        'Okafor Roof Replacement',
        '2250 Gulf Shore Blvd N',
        'TOTAL $5.00',
      ],
    ],
    [
      'a line with one wide gap that is not a row of headings stays as it is',
      'Tear-off shingles 32 sq        $3,040.00\nRoofing permit 1 ea        $650.00',
      ['Tear-off shingles 32 sq $3,040.00', 'Roofing permit 1 ea $650.00'],
    ],
    [
      'headings with a different number of values stay as they are',
      'OWNER        PHONE\nDaniel Whitfield',
      ['OWNER PHONE', 'Daniel Whitfield'],
    ],
  ])('%s', (_, text, want) => {
    expect(toLines(text).map((l) => l.text)).toEqual(want);
  });

  it('reads the fields of an OCR-read form whose headings sit over their values', () => {
    const text = [
      'CHANGE ORDER NO.     DATE          JOB NAME',
      '3                    11/14/2026    Whitfield Pool Deck Resurfacing',
      'OWNER                              PHONE',
      'Daniel and Karen Whitfield         (407) 555-0187',
      'PROPERTY ADDRESS',
      '918 Palmetto Ave',
      'CITY                 STATE         ZIP',
      'Winter Park          FL            32789',
      'START DATE                         COMPLETION DATE',
      '12/01/2026                         12/18/2026',
      'Approved Amount: $13,090.00',
    ].join('\n');
    expect(parseApprovalText(text)).toMatchObject({
      name: 'Whitfield Pool Deck Resurfacing',
      clientName: 'Daniel and Karen Whitfield',
      streetAddress: '918 Palmetto Ave',
      city: 'Winter Park',
      state: 'FL',
      zipCode: '32789',
      startDate: '2026-12-01',
      endDate: '2026-12-18',
      budget: 13090,
    });
  });

  it('takes the client from a BILL TO block whose label lost its space ("BILLTO")', () => {
    const text =
      'BILLTO        JOB SITE\nRobert Okafor        Okafor Roof Replacement\nPO Box 1187        2250 Gulf Shore Blvd N\nBonita Springs, FL 34133        Naples, FL 34102';
    expect(parseApprovalText(text)).toMatchObject({ clientName: 'Robert Okafor', streetAddress: '2250 Gulf Shore Blvd N', city: 'Naples' });
  });
});
