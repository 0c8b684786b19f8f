import fc from 'fast-check';

/**
 * Bad values for the bad-input suite, by the kind of field they go into. Every value of a kind must be
 * refused by every field of that kind (a value a field would accept makes the suite fail, which is the
 * point: it then names the route, the field and the value). The kind of a field is read from its name.
 */

/** NUL characters anywhere in a string: at the start, inside, alone, after a valid value. */
const nulText = fc.oneof(
  fc.constantFrom('\u0000', 'Ana\u0000', '\u0000Lopez', '12\u0000', '2026-02-28\u0000', 'material\u0000'),
  fc.tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 })).map(([a, b]) => `${a}\u0000${b}`),
);

/** Longer than any text field allows (the longest, aiAnalysis, takes 20,000). */
const overLong = fc.integer({ min: 20_001, max: 40_000 }).map((n) => 'x'.repeat(n));

/** An object nested n levels deep, where a scalar (or a differently shaped object) is expected. */
export const deepObject = (depth: number): unknown => {
  let v: unknown = [1];
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};
const nested = fc.oneof(fc.integer({ min: 1, max: 200 }).map(deepObject), fc.constant({ x: { y: [1, { z: null }] } }));

/** Refused by every field whatever its kind: NUL, over-long text, nested objects, ±1e20. */
export const universalBad: fc.Arbitrary<unknown> = fc.oneof(nulText, overLong, nested, fc.constantFrom(1e20, -1e20, 1e300, -1e300));

const BAD_IDS: unknown[] = [
  0,
  -1,
  1.5,
  2147483648,
  1e20,
  99999999999,
  '00001',
  ' 12 ',
  '12 ',
  '+5',
  '1e3',
  '0x10',
  'abc',
  [5],
  ['5'],
  true,
  {},
];
const BAD_MONEY: unknown[] = [1e-10, 1.005, 0.001, 12.345, -0.01, -5, 1e9, '12.345', '1e-10', 'abc', ' 12 ', '1e2', '0x10', [12], true, {}];
const BAD_DATES: unknown[] = [
  '2026-02-28Tgarbage',
  '2026-02-28T',
  '2026-02-30',
  '2026-13-01',
  '9999-12-31',
  '1899-12-31',
  '2026-2-28',
  ' 2026-02-28',
  '28/02/2026',
  '2026-02-28T25:00:00Z',
  '2026-02-28T10:00:00',
  20260228,
  true,
  ['2026-02-28'],
];
const BAD_ENUMS: unknown[] = ['bogus', 'ACTIVE', 'Material', 'material ', 5, true, ['material'], {}];
const BAD_BOOLEANS: unknown[] = ['true', 'false', 1, 0, 'yes', null, [true]];

type Kind = 'id' | 'money' | 'date' | 'enum' | 'boolean' | 'other';

const ENUM_FIELDS = new Set([
  'status',
  'category',
  'payType',
  'paymentMethod',
  'paymentType',
  'preferredPaymentMethod',
  'entryType',
  'type',
  'order',
]);
const BOOLEAN_FIELDS = new Set(['isActive', 'active', 'deductFromProject']);

/** The kind of a body field or query key, from its name. */
export function fieldKind(name: string): Kind {
  if (name === 'id' || /Id$/.test(name)) return 'id';
  if (/^(amount|budget|dailyRate|hourlyRate|customPay|estimatedMaterialCost|totalAmount|subtotal|tax|unitPrice|totalPrice)$/.test(name))
    return 'money';
  if (/[dD]ate$|^week$|Expiry$/.test(name)) return 'date';
  if (ENUM_FIELDS.has(name)) return 'enum';
  if (BOOLEAN_FIELDS.has(name)) return 'boolean';
  return 'other';
}

const SPECIFIC: Record<Kind, unknown[]> = {
  id: BAD_IDS,
  money: BAD_MONEY,
  date: BAD_DATES,
  enum: BAD_ENUMS,
  boolean: BAD_BOOLEANS,
  other: [],
};

/** A value the JSON body field `name` must refuse. */
export function badJsonValue(name: string): fc.Arbitrary<unknown> {
  const specific = SPECIFIC[fieldKind(name)];
  return specific.length ? fc.oneof(universalBad, fc.constantFrom(...specific)) : universalBad;
}

/** Any JSON value, valid-looking or not: the other fields of a body with one bad field. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('2026-02-28', 'material', 'none', '', 1, 0.01, 100, true, false, null, 'Ana Lopez'),
  fc.jsonValue({ maxDepth: 2 }),
);

const BAD_QUERY: Record<Kind | 'int' | 'search' | 'searchText', string[]> = {
  id: ['0', '-1', '1.5', '2147483648', '99999999999', '1e20', '00001', ' 12 ', '0x10', 'abc', '[5]'],
  int: ['-1', '1e2', '05', 'abc', '1.5', '99999999999999', ' 5', '+5'],
  date: ['2026-02-28Tgarbage', '2026-02-30', '9999-12-31', '20260228', '28/02/2026', ' 2026-02-28'],
  enum: ['bogus', 'TRUE', 'Material', 'material '],
  boolean: ['yes', 'TRUE', '1'],
  search: ['x'.repeat(201), 'y'.repeat(5000)],
  /** GET /api/search?q=: 2–100 characters once trimmed. */
  searchText: ['', 'a', '   ', ' b ', 'x'.repeat(101), 'y'.repeat(5000)],
  money: ['-1', 'abc'],
  other: [],
};

/** Query keys whose kind their name alone does not tell (pages, date ranges, the audit log's filters). */
const QUERY_KINDS: Record<string, keyof typeof BAD_QUERY> = {
  limit: 'int',
  offset: 'int',
  page: 'int',
  pageSize: 'int',
  search: 'search',
  q: 'searchText',
  from: 'date',
  to: 'date',
  kind: 'enum',
  user: 'id',
};

/** A value the query key `name` must refuse: NUL, the key given twice (an array), or a kind-specific one. */
export function badQueryValue(name: string): fc.Arbitrary<string | string[]> {
  const kind = QUERY_KINDS[name] ?? fieldKind(name);
  const specific = BAD_QUERY[kind === 'boolean' ? 'enum' : kind];
  const generic: fc.Arbitrary<string | string[]> = fc.oneof(
    nulText,
    fc.constant<string[]>(['1', '2']),
    fc.constant<string[]>(['2026-02-28', 'x']),
  );
  return specific.length ? fc.oneof(generic, fc.constantFrom(...specific)) : generic;
}

/** A path parameter that is not an id 1..2147483647, already URL-encoded. */
export const badIdParam = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '2147483648',
    '99999999999',
    '1e20',
    '00001',
    '%2012%20',
    '0x10',
    'abc',
    '%00',
    '%5B5%5D',
    '1%00',
    'null',
  ),
  fc.bigInt({ min: 2147483648n, max: 10n ** 30n }).map(String),
  fc.integer({ min: 1, max: 1000 }).map((n) => `${n}.5`),
  fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((s) => !/^[1-9]\d{0,9}$/.test(s) && s !== '.' && s !== '..')
    .map(encodeURIComponent),
);

/** Request bodies that are not JSON at all, sent as application/json. */
export const malformedJson = fc
  .oneof(
    fc.constantFrom(
      '{',
      '{"a":',
      '[1,',
      'nul',
      '{"name": "Ana",}',
      "{'a': 1}",
      '{"a": 1}}',
      '\u0000',
      '{"a": "\\u0000',
      '{"__proto__": {"x": 1}}',
    ),
    fc.string({ maxLength: 40 }).map((s) => `{${s}`),
  )
  .filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });

/** JSON that parses but is not an object: refused by every object body schema. */
export const nonObjectJson = fc.constantFrom('[]', '[{}]', '"text"', '5', 'true', '"{}"', '[[[[[[]]]]]]');
