import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

// CSV exports (docs/csv-exports.md): RFC 4180 quoting, CRLF, and formula text shown as text (OWASP CSV injection).

describe('csvCell', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['Lumber', 'Lumber'],
    [12.5, '12.5'],
    [-3, '-3'],
    ['-12.50', '-12.50'], // a decimal number is left alone
    ['3', '3'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 555', "'+1 555"],
    ['-5 off', "'-5 off"],
    ['-', "'-"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`], // prefixed, then quoted for its CR
    ['=1,2', `"'=1,2"`],
    ['a=b', 'a=b'],
    ['1e5', '1e5'],
    ['-1e5', "'-1e5"], // not a plain decimal: text
    ['-12.', "'-12."],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('never prefixes a number, even a negative one', () => {
    expect(csvCell(-0.5)).toBe('-0.5');
    expect(csvCell(-1e21)).toBe('-1e+21');
  });
});

describe('toCsv', () => {
  it('writes a header and rows with commas and CRLF, ending in CRLF', () => {
    expect(
      toCsv(
        ['Date', 'Description', 'Amount'],
        [
          ['2026-11-04', 'Tile, grout', 1250.1],
          ['2026-11-05', null, -3],
        ],
      ),
    ).toBe('Date,Description,Amount\r\n2026-11-04,"Tile, grout",1250.1\r\n2026-11-05,,-3\r\n');
  });

  it('writes the header alone when there are no rows', () => {
    expect(toCsv(['A', 'B'], [])).toBe('A,B\r\n');
  });
});
