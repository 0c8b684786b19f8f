import { describe, expect, it } from 'vitest';
import {
  activeFlagSchema,
  hasNoNul,
  idParam,
  idReferenceSchema,
  looseNumber,
  MAX_ID,
  NUL_MESSAGE,
  optionalEmailSchema,
  optionalText,
  parseId,
  queryInt,
  requiredIdSchema,
  requiredText,
  searchSchema,
  textSchema,
} from './validation';
import { dateSchema, MAX_DAY, MIN_DAY, optionalDateSchema, parseIsoDay, queryDateSchema } from './validation-dates';
import {
  hasAtMostTwoDecimals,
  jsonMoneySchema,
  MAX_AMOUNT,
  MAX_RATE,
  moneyNumber,
  moneySchema,
  optionalMoneySchema,
} from './validation-money';

const issue = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error?.issues[0]?.message);

describe('ids at the int4 edges', () => {
  it.each([
    [1, 1],
    ['9', 9],
    ['10', 10],
    [MAX_ID, MAX_ID],
    ['1000000000', 1_000_000_000],
    [0, null],
    ['0', null],
    [MAX_ID + 1, null],
    ['12345678901', null],
    [2.5, null],
    ['-3', null],
    [null, null],
    [true, null],
  ])('parseId(%j) = %j', (v, id) => expect(parseId(v)).toBe(id));

  it('an optional reference: empty is none, "none" only when allowed', () => {
    const ref = idReferenceSchema({ invalid: 'Invalid supplier ID' });
    const withNone = idReferenceSchema({ invalid: 'Invalid supplier ID', none: true });
    for (const empty of ['', null, undefined]) expect(ref.parse(empty)).toBeNull();
    expect(ref.parse('42')).toBe(42);
    expect(issue(ref.safeParse('none'))).toBe('Invalid supplier ID');
    expect(withNone.parse('none')).toBeNull();
    expect(issue(withNone.safeParse('0'))).toBe('Invalid supplier ID');
  });

  it('a path id takes its own message when given', () => {
    expect(issue(idParam('Bad week id').safeParse('x'))).toBe('Bad week id');
    expect(issue(idParam('Bad week id').safeParse(undefined))).toBe('Bad week id');
    expect(issue(requiredIdSchema('Project is required', 'Invalid project ID').safeParse(null))).toBe('Project is required');
    expect(idParam().parse('7')).toBe(7);
  });
});

describe('numbers typed in forms', () => {
  const n = looseNumber({ invalid: 'Days must be a number' });
  const required = looseNumber({ required: 'Days are required', invalid: 'Days must be a number' });
  const withNone = looseNumber({ invalid: 'Days must be a number', none: true });

  it('reads numbers and plain decimal strings, empty as null', () => {
    expect(n.parse('1.5')).toBe(1.5);
    expect(n.parse('-2')).toBe(-2);
    expect(n.parse(0)).toBe(0);
    for (const empty of ['', null, undefined]) expect(n.parse(empty)).toBeNull();
  });

  it('refuses exponents, blanks, infinities and non-numbers', () => {
    for (const bad of ['1e3', ' 1', '1.', '.5', '+1', 'none', Number.POSITIVE_INFINITY, Number.NaN, true, [1], {}]) {
      expect(issue(n.safeParse(bad))).toBe('Days must be a number');
    }
  });

  it('"none" is empty only where the form offers it; a required number says so', () => {
    expect(withNone.parse('none')).toBeNull();
    expect(withNone.parse('3')).toBe(3);
    expect(issue(required.safeParse(''))).toBe('Days are required');
    expect(issue(required.safeParse(undefined))).toBe('Days are required');
    expect(issue(required.safeParse('none'))).toBe('Days must be a number');
  });

  it('query whole numbers include both bounds', () => {
    const offset = queryInt('Offset', 0, 10);
    expect(offset.parse('0')).toBe(0);
    expect(offset.parse('10')).toBe(10);
    expect(offset.parse(3)).toBe(3);
    for (const bad of ['11', -1, 2.5, '', undefined, '1234567890123']) {
      expect(issue(offset.safeParse(bad))).toBe('Offset must be a whole number from 0 to 10');
    }
  });
});

describe('text', () => {
  it('finds NUL anywhere', () => {
    expect(hasNoNul('abc')).toBe(true);
    expect(hasNoNul('a\u0000b')).toBe(false);
    expect(issue(textSchema().safeParse('a\u0000'))).toBe(NUL_MESSAGE);
    expect(issue(textSchema().safeParse(5))).toBe('Must be text');
    expect(issue(textSchema('Name must be text').safeParse(5))).toBe('Name must be text');
  });

  it('length limits count after trimming and include the maximum', () => {
    expect(requiredText('Name is required', 3).parse(' Ana ')).toBe('Ana');
    expect(issue(requiredText('Name is required', 3).safeParse('Anas'))).toBe('Must be at most 3 characters');
    expect(issue(requiredText('Reason is required', 2000, 'The reason').safeParse('x'.repeat(2001)))).toBe(
      'The reason must be at most 2,000 characters',
    );
    expect(issue(requiredText('Name is required', 3).safeParse(undefined))).toBe('Name is required');
    expect(optionalText(3, 'Notes').parse(' abc ')).toBe('abc');
    expect(issue(optionalText(3, 'Notes').safeParse('abcd'))).toBe('Notes must be at most 3 characters');
    expect(issue(optionalText(3, 'Notes').safeParse(4))).toBe('Notes must be text');
    expect(optionalText(3, 'Notes').parse(null)).toBeNull();
    expect(optionalText(3, 'Notes').parse(undefined)).toBeNull();
  });

  it('search: at most 200 characters, blank is no search', () => {
    expect(searchSchema.parse(' tile ')).toBe('tile');
    expect(searchSchema.parse(undefined)).toBeUndefined();
    expect(searchSchema.parse('x'.repeat(200))).toHaveLength(200);
    expect(issue(searchSchema.safeParse('x'.repeat(201)))).toBe('Search must be at most 200 characters');
    expect(issue(searchSchema.safeParse(['x']))).toBe('Search must be text');
  });

  it('e-mail: a valid trimmed address, empty or null is none', () => {
    expect(optionalEmailSchema.parse(' ana@example.com ')).toBe('ana@example.com');
    expect(optionalEmailSchema.parse('')).toBeNull();
    expect(optionalEmailSchema.parse(null)).toBeNull();
    expect(optionalEmailSchema.parse(undefined)).toBeNull();
    expect(issue(optionalEmailSchema.safeParse('ana.example.com'))).toBe('Please enter a valid email address');
  });

  it('?active= is true, false or absent', () => {
    expect(activeFlagSchema.parse('true')).toBe(true);
    expect(activeFlagSchema.parse('false')).toBe(false);
    expect(activeFlagSchema.parse(undefined)).toBeUndefined();
    expect(issue(activeFlagSchema.safeParse('yes'))).toBe('active must be true or false');
  });
});

describe('money limits', () => {
  it('numeric(10,2) and numeric(8,2) bounds are inclusive', () => {
    expect(moneySchema('Budget').parse(MAX_AMOUNT)).toBe(99_999_999.99);
    expect(issue(moneySchema('Budget').safeParse(100_000_000))).toBe('Budget must be at most 99,999,999.99');
    expect(moneyNumber('Rate', { max: MAX_RATE }).parse(999_999.99)).toBe(999_999.99);
    expect(issue(moneyNumber('Rate', { max: MAX_RATE }).safeParse(1_000_000))).toBe('Rate must be at most 999,999.99');
    expect(issue(moneyNumber('Tip', { max: 1000 }).safeParse(1000.01))).toBe('Tip must be at most 1,000.00');
  });

  it('zero: allowed unless the amount must be positive; negatives name the field', () => {
    expect(moneySchema('Budget').parse('0')).toBe(0);
    expect(issue(moneySchema('Budget').safeParse(-1))).toBe('Budget cannot be negative');
    expect(issue(moneySchema('Budget').safeParse('abc'))).toBe('Budget must be a number');
    expect(issue(moneySchema('Budget').safeParse(''))).toBe('Budget is required');
    expect(issue(moneySchema('Amount', { positive: 'Amount must be greater than 0' }).safeParse('0.00'))).toBe(
      'Amount must be greater than 0',
    );
  });

  it('one message per amount: decimals are checked before the sign, so -0.001 is about decimals', () => {
    expect(issue(moneySchema('Amount', { positive: 'Amount must be greater than 0' }).safeParse(-0.001))).toBe(
      'Amount can have at most 2 decimals',
    );
    expect(moneySchema('Amount', { positive: 'Amount must be greater than 0' }).safeParse(-0.001).error?.issues).toHaveLength(1);
    expect(moneySchema('Budget').safeParse(-1e-7).error?.issues).toHaveLength(1);
    expect(moneySchema('Amount', { positive: 'Amount must be greater than 0' }).safeParse(-0.01).error?.issues).toHaveLength(1);
    expect(hasAtMostTwoDecimals(-12.34)).toBe(true);
    expect(hasAtMostTwoDecimals(Number.POSITIVE_INFINITY)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });

  it('an optional amount is null when empty, checked when given', () => {
    const m = optionalMoneySchema('Custom pay', { max: MAX_RATE });
    expect(m.parse('')).toBeNull();
    expect(m.parse(undefined)).toBeNull();
    expect(m.parse('150.25')).toBe(150.25);
    expect(issue(m.safeParse('1e2'))).toBe('Custom pay must be a number');
    expect(issue(m.safeParse(1_000_000))).toBe('Custom pay must be at most 999,999.99');
  });

  it('a JSON amount must be a number, not a string', () => {
    const total = jsonMoneySchema('Total');
    expect(total.parse(12.5)).toBe(12.5);
    expect(issue(total.safeParse('12.50'))).toBe('Total must be a number');
  });
});

describe('calendar days', () => {
  it('the first and last accepted days are inclusive', () => {
    expect(parseIsoDay(MIN_DAY)).toBe('1900-01-01');
    expect(parseIsoDay(MAX_DAY)).toBe('2999-12-31');
    expect(parseIsoDay('3000-01-01')).toBeNull();
    expect(parseIsoDay('1899-12-31T23:00:00Z')).toBeNull();
    expect(parseIsoDay('2999-12-31T23:59:59Z')).toBe('2999-12-31');
    expect(parseIsoDay('2026-02-30T10:00:00Z')).toBeNull();
  });

  it('reads timestamp offsets with or without a colon, seconds and fractions optional', () => {
    expect(parseIsoDay('2026-03-01T00:00Z')).toBe('2026-03-01');
    expect(parseIsoDay('2026-03-01T23:59:59.123456789+05:30')).toBe('2026-03-01');
    expect(parseIsoDay('2026-03-01T12:60:00Z')).toBeNull();
    expect(parseIsoDay('2026-03-01T12:00:00+24:00')).toBeNull();
    expect(parseIsoDay('2026-03-01T12:00:00.Z')).toBeNull();
  });

  it('required, optional and query dates treat empty differently', () => {
    expect(issue(dateSchema('Start date').safeParse(undefined))).toBe('Start date is required');
    expect(issue(dateSchema('Start date').safeParse(null))).toBe('Start date is required');
    expect(issue(dateSchema('Start date').safeParse(20260301))).toBe('Start date must be a date (YYYY-MM-DD)');
    expect(optionalDateSchema('End date').parse('')).toBeNull();
    expect(optionalDateSchema('End date').parse(null)).toBeNull();
    expect(issue(optionalDateSchema('End date').safeParse('soon'))).toBe('End date must be a date (YYYY-MM-DD)');
    expect(queryDateSchema('Date').parse('')).toBeUndefined();
    expect(queryDateSchema('Date').parse(undefined)).toBeUndefined();
    expect(queryDateSchema('Date').parse('2026-03-01T09:00:00-05:00')).toBe('2026-03-01');
  });
});
