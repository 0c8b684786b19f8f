import { describe, expect, it } from 'vitest';
import type { Paystub } from '../../../domain/payroll';
import { paystubText } from '../sms/paystub-text';
import { renderPaystubPdf } from './paystub-pdf';

/** Text of an uncompressed pdfkit PDF: its TJ arrays of hex glyph strings, decoded and joined. */
function pdfText(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) => [...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''))
    .join('\n');
}

const stub: Paystub = {
  employee: { id: 1, name: 'Fay Fixed', position: 'Carpenter', dailyRate: 200, phone: null },
  weekPeriod: { startDate: '2026-10-11', endDate: '2026-10-17' },
  workDetails: [{ date: '2026-10-12', projectName: 'Porch', days: 1, hours: null, rate: 200, customPay: null, pay: 200 }],
  advances: [{ id: 7, reason: 'Tools', advanceDate: '2026-10-12', amount: 50, status: 'paid' }],
  adjustments: [{ id: 3, sourceWeek: '2026-10-04', paidInWeek: null, amount: 100, label: 'Adjustment for week of Oct 4, 2026' }],
  totals: { totalDays: 1, grossPay: 300, totalAdjustments: 100, totalAdvances: 50, netPay: 250 },
};

describe('the pay stub lists adjustments and the advances recovered (issue 37)', () => {
  it('in the text message', () => {
    const text = paystubText(stub, 'zelle').split('\n');
    expect(text).toContain('Adjustment for week of Oct 4, 2026: +$100.00');
    expect(text).toContain('Advance recovered 2026-10-12 (Tools): -$50.00');
    expect(text).toContain('Gross pay: $300.00');
    expect(text).toContain('Net pay: $250.00');
  });

  it('in the PDF', async () => {
    const text = pdfText(await renderPaystubPdf(stub)).replace(/\n/g, ' ');
    for (const expected of [
      'Adjustments',
      'Adjustment for week of Oct 4, 2026',
      '$100.00',
      'Advances recovered',
      'Tools',
      '-$50.00',
      '$250.00',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
