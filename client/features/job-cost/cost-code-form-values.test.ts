import { describe, expect, it } from 'vitest';
import { costCodeInputSchema } from '../../../domain/api/job-cost';
import { schemaValidator } from '../../lib/ui/form-errors';
import { type CostCodeFormValues, categoriesText, costCodeToFormValues, toCostCodePayload } from './cost-code-form-values';

const validate = schemaValidator<CostCodeFormValues>(costCodeInputSchema, toCostCodePayload);

describe('the cost code dialog values (issue 42)', () => {
  it('starts a new code blank and active; prefills a stored one', () => {
    expect(costCodeToFormValues(null)).toEqual({ code: '', name: '', trades: [], categories: [], active: true });
    expect(
      costCodeToFormValues({
        id: 5,
        code: '06',
        name: 'Framing and carpentry',
        trades: ['carpent', 'fram'],
        categories: ['material'],
        active: false,
        used: true,
      }),
    ).toEqual({ code: '06', name: 'Framing and carpentry', trades: ['carpent', 'fram'], categories: ['material'], active: false });
  });

  it('sends the code and name trimmed and each trade word once, in lower case', () => {
    expect(
      toCostCodePayload({
        code: ' 06-100 ',
        name: ' Trim ',
        trades: ['Trim', ' trim ', 'Sheet metal', ''],
        categories: ['material'],
        active: true,
      }),
    ).toEqual({ code: '06-100', name: 'Trim', trades: ['trim', 'sheet metal'], categories: ['material'], active: true });
  });

  it("shows the server's own messages before sending", () => {
    const blank = costCodeToFormValues(null);
    expect(validate({ ...blank, code: '6', name: 'Trim' })).toEqual({
      code: 'Cost code must be two digits, optionally a dash and 2 to 4 more (06 or 06-100)',
    });
    expect(validate({ ...blank, code: '06', name: ' ' })).toEqual({ name: 'Name is required' });
    expect(validate({ ...blank, code: '06', name: 'Trim', trades: ['x'] })).toEqual({ trades: 'Each trade word needs at least 2 letters' });
    expect(validate({ ...blank, code: '06-100', name: 'Trim', trades: ['trim'], categories: ['material'] })).toEqual({});
  });

  it('names the categories', () => {
    expect(categoriesText(['material', 'labor'])).toBe('Material, Labor');
    expect(categoriesText([])).toBe('—');
  });
});
