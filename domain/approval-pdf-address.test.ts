import { describe, expect, it } from 'vitest';
import { findAddress, isStreet, parseCityLine } from './approval-pdf-address';
import { toLines } from './approval-pdf-text';

// How the job-site address is found in an approval PDF's text: labeled, under a header, in separate boxes, or the
// best-scored address of the text. Each rule with an input that only it explains.

const find = (...lines: string[]) => findAddress(toLines(lines.join('\n')));
const address = (streetAddress: string | null, city: string | null, state: string | null, zipCode: string | null, extra = {}) => ({
  streetAddress,
  city,
  state,
  zipCode,
  titleAbove: null,
  personAbove: null,
  ...extra,
});

describe('isStreet and parseCityLine', () => {
  it.each([
    ['123 Main St', true],
    ['123 Main St.', true],
    ['1200 Ocean Blvd Unit 4B', true],
    ['12 Via Lucca', true],
    ['12 Abc', true],
    ['12 Ab', false],
    ['Main St', false],
    ['1234567 Main St', false],
    ['PO Box 12', false],
    ['P.O. Box 99', false],
    ['po box 4410', false],
    ['12 Main St $500', false],
  ])('%s is a street: %s', (line, street) => expect(isStreet(line)).toBe(street));

  it('a City, ST ZIP line with an unknown state is not one', () => {
    expect(parseCityLine('Tampa, ZZ 33611')).toBeNull();
    expect(parseCityLine('  Tampa,   FL   33611 ')).toEqual({ city: 'Tampa', state: 'FL', zipCode: '33611' });
    expect(parseCityLine('Tampa FL, 33611')).toEqual({ city: 'Tampa', state: 'FL', zipCode: '33611' });
  });
});

describe('findAddress', () => {
  it('nothing that looks like an address', () => {
    expect(find('Proposal', 'Total: $5,000.00')).toBeNull();
    expect(find()).toBeNull();
  });

  it('a labeled address on one line', () => {
    expect(find('Project Address: 88 Pine Ridge Rd, Lake Mary, FL 32746')).toEqual(address('88 Pine Ridge Rd', 'Lake Mary', 'FL', '32746'));
    expect(find('Job Location - 88 Pine Ridge Rd, Lake Mary, Florida 32746-0001')).toEqual(
      address('88 Pine Ridge Rd', 'Lake Mary', 'FL', '32746'),
    );
  });

  it('a labeled street without a known suffix, with its city after a comma', () => {
    expect(find('Job Address: 12 Via Lucca, Naples, FL 34102')).toEqual(address('12 Via Lucca', 'Naples', 'FL', '34102'));
  });

  it('a labeled street with the city line under it (within two lines)', () => {
    expect(find('Site: 45 Bay Dr', 'Unit B', 'Tampa, FL 33611')).toEqual(address('45 Bay Dr', 'Tampa', 'FL', '33611'));
    expect(find('Site: 45 Bay Dr', 'Unit B', 'Gate code 1234', 'Tampa, FL 33611')).toEqual(address('45 Bay Dr', null, null, null));
  });

  it('a label that is not followed by an address is passed over for the next label', () => {
    expect(find('Property: Smith Residence', 'Address: 45 Bay Dr, Tampa, FL 33611')).toEqual(address('45 Bay Dr', 'Tampa', 'FL', '33611'));
  });

  it('under a header: an optional title line, then the street and city', () => {
    expect(find('Property Address', 'Smith Residence', '45 Bay Dr', 'Tampa, FL 33611')).toEqual(
      address('45 Bay Dr', 'Tampa', 'FL', '33611', { titleAbove: 'Smith Residence' }),
    );
    expect(find('Job Site:', '45 Bay Dr', 'Tampa, FL 33611')).toEqual(address('45 Bay Dr', 'Tampa', 'FL', '33611'));
    // The street must come within the three lines under the header.
    expect(find('Job Site', 'Smith Residence', 'Pool and spa', 'Phase 2', '45 Bay Dr', 'Tampa, FL 33611')).toMatchObject({
      titleAbove: null,
    });
  });

  it('a labeled street completed by City / State / ZIP boxes', () => {
    expect(find('Site Address: 45 Bay Dr', 'City: Tampa', 'State: Florida', 'Zip: 33611-1234')).toEqual(
      address('45 Bay Dr', 'Tampa', 'FL', '33611'),
    );
    expect(find('Site Address: 45 Bay Dr', 'City: 123')).toEqual(address('45 Bay Dr', null, null, null));
  });

  it('separate Street / City / State / ZIP boxes', () => {
    expect(find('Street: 45 Bay Dr', 'City: Tampa', 'ST: FL', 'Postal Code: 33611')).toEqual(address('45 Bay Dr', 'Tampa', 'FL', '33611'));
    expect(find('Street Address: 45 Bay Dr', 'Zip Code: 33611')).toEqual(address('45 Bay Dr', null, null, '33611'));
    expect(find('Address Line 1: 45 Bay Dr', 'City: Tampa')).toEqual(address('45 Bay Dr', 'Tampa', null, null));
    // A street box alone is not enough.
    expect(find('Street: 45 Bay Dr', 'Notes: none')).toBeNull();
  });

  it('unlabeled: a recipient block beats the letterhead and the billing block; the name above it is the person', () => {
    expect(
      find(
        'Acme Builders',
        '500 Main St',
        'Orlando, FL 32801',
        'Bill To:',
        'Jane Smith',
        '12 Oak Lane',
        'Ocala, FL 34470',
        'Jim Brown',
        '77 Coral Way',
        'Miami, FL 33145',
      ),
    ).toEqual(address('77 Coral Way', 'Miami', 'FL', '33145', { personAbove: 'Jim Brown' }));
  });

  it('unlabeled: the letterhead is used when it is the only address', () => {
    expect(find('Acme Builders', '500 Main St', 'Orlando, FL 32801', 'Dear customer,')).toEqual(
      address('500 Main St', 'Orlando', 'FL', '32801', { personAbove: 'Acme Builders' }),
    );
    // A line with digits above is no person.
    expect(find('Lic 12345', '500 Main St', 'Orlando, FL 32801')).toMatchObject({ personAbove: null });
  });

  it('unlabeled: between equals the first one wins; a repeated street wins', () => {
    const two = ['Estimate', 'for work', 'below', 'Ann Lee', '1 Elm St', 'Tampa, FL 33601', 'Bob Ray', '2 Oak St', 'Ocala, FL 34470'];
    expect(find(...two)).toMatchObject({ streetAddress: '1 Elm St', personAbove: 'Ann Lee' });
    expect(find(...two, 'Work to be done at 2 Oak St, Ocala, FL 34470.')).toMatchObject({
      streetAddress: '2 Oak St',
      personAbove: 'Bob Ray',
    });
  });

  it('unlabeled: an address in running text after "at" beats one in a billing block', () => {
    expect(
      find(
        'Estimate 1001',
        'Prepared today',
        'for the owner',
        'Remit to:',
        '9 Pay St, Orlando, FL 32801',
        'The pool will be resurfaced at 3 Palm Ave, Naples, FL 34102 within two weeks.',
      ),
    ).toEqual(address('3 Palm Ave', 'Naples', 'FL', '34102'));
  });
});
