import { describe, expect, it } from 'vitest';
import { type CostCodeForDefault, defaultCostCode } from './cost-code-defaults';

const code = (c: string, trades: string[], categories: string[] = []): CostCodeForDefault => ({
  id: Number(c.replace('-', '')) + 1,
  code: c,
  name: `Code ${c}`,
  trades,
  categories,
});

// A few of the seeded codes (migration 0058), out of order: the lookup sorts them.
const CODES = [
  code('22', ['plumb', 'pipe']),
  code('06', ['carpent', 'fram', 'wood', 'trim'], ['material']),
  code('00', [], ['other']),
  code('01', ['supervis', 'foreman', 'laborer', 'helper', 'general'], ['labor', 'gas']),
  code('09', ['paint', 'drywall', 'tile', 'floor', 'finish']),
  code('12', ['cabinet', 'countertop', 'millwork']),
];

describe('defaultCostCode (the server default, for the forms)', () => {
  it.each([
    ['a carpenter', 'Carpenter', '06'],
    ['a plumber, any case', 'MASTER PLUMBER', '22'],
    ['the longest trade word wins: "finish carpenter" has carpent (7) and finish (6)', 'Finish carpenter', '06'],
    ['a tie in length goes to the lower code: "tile and trim" (tile 09, trim 06, both 4)', 'Tile and trim', '06'],
    ['a position no trade word matches: the labor default', 'Estimator', '01'],
    ['no position: the labor default', null, '01'],
  ])('%s', (_label, who, expected) => {
    expect(defaultCostCode(CODES, who)?.code).toBe(expected);
  });

  it("an expense's category, then Unassigned; undefined from an empty list", () => {
    expect(defaultCostCode(CODES, null, 'material')?.code).toBe('06');
    expect(defaultCostCode(CODES, null, 'permits')?.code).toBe('00');
    expect(defaultCostCode([], 'Carpenter')).toBeUndefined();
  });
});
