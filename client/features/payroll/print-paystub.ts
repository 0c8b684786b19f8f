import type { Paystub } from '../../../domain/payroll';
import { formatDate, formatMoney } from '../../lib/format';
import { shortWeekLabel } from './payroll-helpers';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A printable page of the pay stub: header, work details, advances, totals and the check image. */
export function paystubPrintHtml(stub: Paystub, checkImage: string | null): string {
  const rows = stub.workDetails
    .map(
      (d) =>
        `<tr><td>${formatDate(d.date)}</td><td>${escapeHtml(d.projectName)}</td><td class="n">${d.days ?? `${d.hours ?? 0} h`}</td><td class="n">${formatMoney(d.customPay ?? d.rate)}</td><td class="n">${formatMoney(d.pay)}</td></tr>`,
    )
    .join('');
  const advances = stub.advances
    .map(
      (a) =>
        `<tr><td>${formatDate(a.advanceDate)}</td><td colspan="3">${escapeHtml(a.reason ?? 'Advance')}</td><td class="n">−${formatMoney(a.amount)}</td></tr>`,
    )
    .join('');
  const adjustments = stub.adjustments
    .map((a) => `<tr><td colspan="4">${escapeHtml(a.label)}</td><td class="n">${formatMoney(a.amount)}</td></tr>`)
    .join('');
  const t = stub.totals;
  const title = `Pay Stub — ${escapeHtml(stub.employee.name)}`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><style>
body{font:14px system-ui,Arial,sans-serif;margin:24px;color:#1f2d3d}table{width:100%;border-collapse:collapse;margin:12px 0}
th,td{border-bottom:1px solid #ccd;padding:4px 6px;text-align:left}.n{text-align:right}img{width:100%;max-width:800px;margin-top:16px}
</style></head><body><h1>Plumbline — ${title}</h1>
<p>${escapeHtml(stub.employee.position)} · Week ${shortWeekLabel(stub.weekPeriod.startDate)}</p>
<table><thead><tr><th>Date</th><th>Project</th><th class="n">Days</th><th class="n">Rate</th><th class="n">Pay</th></tr></thead><tbody>${rows}${adjustments}${advances}</tbody></table>
<p>Total days: ${t.totalDays} · Gross pay: ${formatMoney(t.grossPay)} · Advances: ${formatMoney(t.totalAdvances)} · <strong>Net pay: ${formatMoney(t.netPay)}</strong></p>
${checkImage ? `<img src="${checkImage}" alt="Check to ${escapeHtml(stub.employee.name)} for ${formatMoney(t.netPay)}">` : ''}
</body></html>`;
}

/** Opens the pay stub in a new window and prints it; falls back to printing this page when pop-ups are blocked. */
export function printPaystub(stub: Paystub, canvas: HTMLCanvasElement | null): void {
  const win = window.open('', '_blank');
  if (!win) {
    window.print();
    return;
  }
  win.document.write(paystubPrintHtml(stub, canvas?.toDataURL('image/png') ?? null));
  win.document.close();
  win.focus();
  // Give the check image a moment to decode before the print dialog snapshots the page.
  setTimeout(() => win.print(), 300);
}
