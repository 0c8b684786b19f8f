import { maskTin, needsNec } from '../../../domain/accounting-1099';
import { type CsvValue, toCsv } from '../../../domain/csv';
import { todayIso } from '../../../domain/dates';
import { sumCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { branding } from '../company-profile/service';
import { csvMoney, type YearCsv } from './exports';
import { type Payee, yearPayees } from './payees-1099';
import { ReportPdf } from './pdf-doc';

/**
 * Columns of 1099-nec-iris-{year}.csv: one row per Form 1099-NEC, in the groups and order of the IRS IRIS Taxpayer
 * Portal's 1099-NEC CSV template (form and year; issuer; recipient TIN type, TIN, name, address, account number;
 * box 1, box 2, box 4; indicators), docs/decisions/. IRIS revises its template each tax year: the upload screen
 * maps these headings onto its own; money is plain dollars with two decimals, TINs 9 digits without dashes.
 */
export const IRIS_NEC_COLUMNS = [
  'Form Type',
  'Tax Year',
  'Payer TIN Type',
  'Payer TIN',
  'Payer Name',
  'Recipient TIN Type',
  'Recipient TIN',
  'Recipient Name',
  'Recipient Business Name',
  'Recipient Address',
  'Recipient City',
  'Recipient State',
  'Recipient ZIP',
  'Account Number',
  'Box 1 Nonemployee Compensation',
  'Box 2 Direct Sales Indicator',
  'Box 4 Federal Income Tax Withheld',
  'Second TIN Notice',
  'FATCA Filing Requirement',
  'Corrected',
] as const;

const TIN_TYPE = { ssn: 'SSN', ein: 'EIN' } as const;

/**
 * The payer on the forms: the company profile's name (else the payment app's display name, else the product's, as on
 * every document: domain/company-profile.ts letterhead).
 */
async function payerName(db: Db): Promise<string> {
  return (await branding(db)).name;
}

/** The payees who get a 1099-NEC for the year (box 1 at or over the threshold, or any backup withholding). */
export async function necRecipients(db: Db, year: number, payees?: Payee[]): Promise<Payee[]> {
  return (payees ?? (await yearPayees(db, year))).filter((p) => needsNec(p, year));
}

/**
 * GET /api/accounting/exports/1099-nec-iris.csv?year=: the year's 1099-NECs for the IRIS Taxpayer Portal's CSV
 * upload. The payer's EIN is not kept by Plumbline: it comes as ?payerTin= (else its column is left for the filer).
 * TINs are in full: keep the file private.
 */
export async function irisNecCsv(
  db: Db,
  year: number,
  payerTin: string | null = null,
  payees?: Payee[],
): Promise<YearCsv & { withheld: number }> {
  const [payer, list] = await Promise.all([payerName(db), necRecipients(db, year, payees)]);
  const row = (p: Payee): CsvValue[] => [
    '1099-NEC',
    String(year),
    'EIN',
    payerTin ?? '',
    payer,
    p.tinKind ? TIN_TYPE[p.tinKind] : '',
    p.tin ?? '',
    p.name,
    p.company ?? '',
    p.address ?? '',
    '',
    '',
    '',
    `${p.kind}-${p.id}`,
    csvMoney(p.nec),
    '',
    csvMoney(p.withheld),
    '',
    '',
    '',
  ];
  return {
    fileName: `1099-nec-iris-${year}.csv`,
    text: toCsv([...IRIS_NEC_COLUMNS], list.map(row)),
    rows: list.length,
    total: sumCents(list.map((p) => p.nec)),
    withheld: list.reduce((sum, p) => sum + p.withheld, 0),
  };
}

/**
 * GET /api/accounting/1099-nec-copies.pdf?year=: Copy B (for the recipient) of each 1099-NEC, one page each: payer,
 * recipient (TIN truncated to its last 4 digits, as the IRS allows on a recipient's copy), account number, box 1 and
 * box 4. A statement to give the payee, not the red Copy A (the IRS gets the IRIS file).
 */
export async function necRecipientCopiesPdf(db: Db, year: number, payerTin: string | null = null): Promise<Buffer> {
  const [brand, list] = await Promise.all([branding(db), necRecipients(db, year)]);
  const payer = brand.name;
  // Headed with the letterhead like every document; the payer's box carries its address and telephone, as the form's does.
  const pdf = await ReportPdf.create(brand, `Form 1099-NEC ${year} — Copy B for Recipient`, todayIso());
  if (list.length === 0) pdf.paragraph(`No payee gets a Form 1099-NEC for ${year}.`);
  list.forEach((p, i) => {
    if (i > 0) pdf.doc.addPage();
    pdf.heading(`Form 1099-NEC, Nonemployee Compensation, calendar year ${year} — Copy B, for Recipient`);
    pdf.table(
      [
        { title: 'Field', width: 220 },
        { title: 'Value', width: 292 },
      ],
      [
        ["PAYER'S name, address and telephone", [payer, ...brand.lines.filter((l) => !l.startsWith('License '))].join(', ')],
        ["PAYER'S TIN", payerTin ? `${payerTin.slice(0, 2)}-${payerTin.slice(2)}` : ''],
        ["RECIPIENT'S name", p.company ? `${p.name} (${p.company})` : p.name],
        ["RECIPIENT'S TIN", p.tin ? maskTin(p.tin) : 'not provided (backup withholding applies)'],
        ["RECIPIENT'S address", p.address ?? ''],
        ['Account number', `${p.kind}-${p.id}`],
        ['1 Nonemployee compensation', `$${csvMoney(p.nec)}`],
        ['4 Federal income tax withheld', `$${csvMoney(p.withheld)}`],
      ],
    );
    pdf.paragraph(
      'This is important tax information and is being furnished to the IRS. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported. Box 4 is backup withholding: claim it as federal income tax withheld on your return.',
      '#555',
    );
  });
  return pdf.finish();
}
