import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql-fragments';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { seedAccountingYear } from './accounting-fixture';

/** RFC 4180 CSV text → rows of fields (quotes, doubled quotes, commas and line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') field += text[++i];
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      out.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return out;
}

/** Header and rows as objects keyed by column name. */
function records(text: string): { header: string[]; rows: Record<string, string>[] } {
  const [header, ...list] = parseCsv(text);
  return { header, rows: list.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))) };
}

/** Sum of a money column, cents (every value must have exactly two decimals). */
function centsOf(list: Record<string, string>[], column: string): number {
  return list.reduce((s, r) => {
    expect(r[column]).toMatch(/^-?\d+\.\d{2}$/);
    return s + Math.round(Number(r[column]) * 100);
  }, 0);
}

/** The bytes of a stored receipt image (the pack copies them as they are). */
const RECEIPT_BYTES = Buffer.from('\x89PNG\r\n\x1a\n receipt of the lumber', 'latin1');

describe.each(databaseKinds)('CSV exports and the accountant’s pack on %s', (kind) => {
  let server: TestServer;

  async function csv(path: string) {
    const res = await fetch(server.url + path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    return { disposition: res.headers.get('content-disposition'), text: await res.text() };
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.database.db;
    const ids = await seedAccountingYear(db);
    const sub = async (name: string, company: string | null, tin: string | null, w9: boolean) => {
      const [s] = await rows<{ id: number }>(
        db.execute(sql`INSERT INTO subcontractors (name, company, specialty, tin, w9_on_file)
          VALUES (${name}, ${company}, 'Framing', ${tin}, ${w9}) RETURNING id`),
      );
      return s.id;
    };
    // Bob framed Beta (1,500.00, no method recorded: 1099-NEC); Rita's saw rental (400.00) was paid by card (1099-K).
    const bob = await sub('Bob Framer', null, null, false);
    const rita = await sub('Rita Rental', '@Rent Co', '012345678', true);
    await db.execute(sql`UPDATE expenses SET subcontractor_id = ${bob} WHERE description = 'Framing crew'`);
    await db.execute(sql`UPDATE expenses SET subcontractor_id = ${rita}, payment_method = 'card' WHERE description = 'Saw rental'`);
    // Ace Hauling, a supplier marked as a 1099 payee: day laborer 300.00 by bank transfer, permit 250.00 (not
    // recorded) and power 99.99 by check = 649.99 toward the 1099-NEC; the framing it also supplied is Bob's (counted
    // once, for the subcontractor). Home Depot is not a 1099 payee: its lumber is not listed.
    const [ace] = await rows<{ id: number }>(
      db.execute(sql`INSERT INTO suppliers (name, is_1099_payee, tin) VALUES ('Ace Hauling', true, '987654321') RETURNING id`),
    );
    for (const [description, method] of [
      ['Day laborer', 'bank_transfer'],
      ['Building permit', null],
      ['Temporary power', 'check'],
      ['Framing crew', 'cash'],
    ] as const) {
      await db.execute(sql`UPDATE expenses SET supplier_id = ${ace.id}, payment_method = ${method} WHERE description = ${description}`);
    }
    // The lumber (Home Depot, 1,234.56 on 2025-01-20) has its receipt image; a receipt of 2024 stays out of the pack.
    const receipt = async (fileName: string, description: string) => {
      const [r] = await rows<{ id: number }>(
        db.execute(sql`INSERT INTO receipts (project_id, file_name, original_name, mime_type, file_size)
          VALUES (${ids.alpha}, ${fileName}, 'scan.png', 'image/png', ${RECEIPT_BYTES.length}) RETURNING id`),
      );
      await server.storage.save('receipts', fileName, RECEIPT_BYTES);
      await db.execute(sql`UPDATE expenses SET receipt_id = ${r.id} WHERE description = ${description}`);
    };
    await receipt('lumber-receipt.png', 'Lumber and drywall');
    await receipt('cabinets-receipt.png', 'Cabinets deposit');
    // A description a spreadsheet would run as a formula, and one with a comma and quotes.
    await db.execute(sql`UPDATE expenses SET description = '=HYPERLINK("http://x.test")' WHERE description = 'Dump fee'`);
    await db.execute(sql`UPDATE expenses SET description = 'Temporary power, "pole" rental' WHERE description = 'Temporary power'`);
    // Payroll payments to Ana: 500.00 completed and 180.50 pending in 2025; 200.00 on 2024-12-31.
    for (const [date, amount, method, status, week, notes] of [
      ['2025-01-24', '500.00', 'check', 'completed', '2025-01-20', null],
      ['2025-03-14', '180.50', 'zelle', 'pending', '2025-03-03', '+ bonus, "early"'],
      ['2024-12-31', '200.00', 'cash', 'completed', '2024-12-23', null],
    ] as const) {
      await db.execute(sql`INSERT INTO payments (employee_id, amount, payment_method, payment_type, payment_date, week_start_date,
          week_end_date, status, notes, project_id)
        VALUES (${ids.ana}, ${amount}, ${method}, 'payroll', ${date}, ${week}, (${week}::date + 6), ${status}, ${notes}, ${ids.alpha})`);
    }
  });
  afterAll(() => server.close());

  it('exports expenses with stable columns, ISO dates, two decimals, quoting and formula protection', async () => {
    const { disposition, text } = await csv('/api/accounting/exports/expenses.csv?year=2025');
    expect(disposition).toBe('attachment; filename="expenses-2025.csv"');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Date,Description,Amount,Supplier,Subcontractor,Project,Category,Accounting Category,Payment Method,Receipt Number,Receipt Image',
    );
    expect(lines[1]).toBe('2025-01-05,Building permit,250.00,Ace Hauling,,Alpha Kitchen,permits,Permits & Legal,,,');
    expect(lines).toContain(
      '2025-01-20,Lumber and drywall,1234.56,Home Depot,,Alpha Kitchen,material,Materials,,,/uploads/receipts/lumber-receipt.png',
    );
    expect(lines).toContain('2025-02-10,Day laborer,300.00,Ace Hauling,,Alpha Kitchen,labor,Labor & Payroll,bank_transfer,,');
    expect(lines).toContain('2025-03-06,Saw rental,400.00,,Rita Rental,Beta Deck,equipment,Equipment,card,,');
    expect(lines).toContain('2025-03-07,"Temporary power, ""pole"" rental",99.99,Ace Hauling,,Beta Deck,utilities,Utilities,check,,');
    expect(lines).toContain(`2025-12-31,"'=HYPERLINK(""http://x.test"")",10.00,,,Alpha Kitchen,other,Other costs,,,`);
    const { rows: list } = records(text);
    expect(list).toHaveLength(10);
    expect(list.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.Date))).toBe(true);
    expect(centsOf(list, 'Amount')).toBe(397456);
  });

  it('exports work records at their labor pay, payroll payments and 1099 payees', async () => {
    const work = await csv('/api/accounting/exports/work-records.csv?year=2025');
    expect(work.disposition).toBe('attachment; filename="work-records-2025.csv"');
    expect(work.text.split('\r\n').slice(0, 3)).toEqual([
      'Date,Description,Amount,Worker,Worker Type,Project,Entry Type,Days,Hours,Rate',
      '2025-01-22,,500.00,Ana Lopez,employee,Alpha Kitchen,days,2.5,,200.00',
      '2025-03-08,,180.50,Ana Lopez,employee,Beta Deck,days,1.0,,180.50',
    ]);
    expect(centsOf(records(work.text).rows, 'Amount')).toBe(68050);

    const payroll = await csv('/api/accounting/exports/payroll-payments.csv?year=2025');
    expect(payroll.disposition).toBe('attachment; filename="payroll-payments-2025.csv"');
    const p = records(payroll.text);
    expect(p.header).toEqual([
      'Date',
      'Description',
      'Amount',
      'Employee',
      'Payment Type',
      'Payment Method',
      'Status',
      'Week Start',
      'Week End',
      'Project',
      'Check Number',
      'Transaction ID',
    ]);
    expect(p.rows).toHaveLength(2);
    expect(p.rows[0]).toMatchObject({ Date: '2025-01-24', Amount: '500.00', Status: 'completed', 'Week End': '2025-01-26' });
    expect(p.rows[1].Description).toBe('Payroll Ana Lopez, week of 2025-03-03: + bonus, "early"');
    expect(centsOf(p.rows, 'Amount')).toBe(68050);

    const payees = await csv('/api/accounting/exports/1099-payees.csv?year=2025');
    expect(payees.disposition).toBe('attachment; filename="1099-payees-2025.csv"');
    expect(payees.text.split('\r\n').slice(0, 4)).toEqual([
      'Payee Type,Name,Company,TIN,W-9 On File,Amount,Card Or App Amount,Total Paid,Threshold,1099-NEC Required,Missing',
      'supplier,Ace Hauling,,987654321,no,649.99,0.00,649.99,600.00,yes,W-9',
      'subcontractor,Bob Framer,,,no,1500.00,0.00,1500.00,600.00,yes,W-9 and TIN',
      "subcontractor,Rita Rental,'@Rent Co,012345678,yes,0.00,400.00,400.00,600.00,no,",
    ]);
    const summary = (await httpClient(server).get('/api/accounting/1099?year=2025')).body;
    expect(summary.necPayees).toEqual([
      {
        kind: 'supplier',
        id: expect.any(Number),
        name: 'Ace Hauling',
        company: null,
        tin: '•••-••-4321',
        tinKind: null,
        w9OnFile: false,
        amount: 649.99,
        withheld: 0,
      },
      {
        kind: 'subcontractor',
        id: expect.any(Number),
        name: 'Bob Framer',
        company: null,
        tin: '',
        tinKind: null,
        w9OnFile: false,
        amount: 1500,
        withheld: 0,
      },
    ]);
    expect(summary.cardOrAppPayees).toEqual([
      { kind: 'subcontractor', id: expect.any(Number), name: 'Rita Rental', company: '@Rent Co', amount: 400 },
    ]);
    expect(summary.warnings.map((w: { name: string; missing: string[] }) => [w.name, w.missing])).toEqual([
      ['Ace Hauling', ['W-9']],
      ['Bob Framer', ['W-9', 'TIN']],
    ]);
    const pdf = await fetch(`${server.url}/api/accounting/reports/1099?year=2025`);
    expect(pdf.status).toBe(200);
    expect((await fetch(`${server.url}/api/accounting/exports/work-records.csv?year=20x5`)).status).toBe(400);
  });

  it('packs the four PDFs and the five CSVs, whose totals equal the overview to the cent, listed in README.txt', async () => {
    const overview = (await httpClient(server).get('/api/accounting/overview?year=2025')).body as {
      yearlyOverview: { totalExpenses: number };
      expenseBreakdown: Record<string, number>;
    };
    const res = await fetch(`${server.url}/api/accounting/pack?year=2025`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="accountant-pack-2025.zip"');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      [
        '1099-payees-2025.csv',
        '1099-report-2025.pdf',
        'advances-2025.csv',
        'README.txt',
        'annual-report-2025.pdf',
        'expenses-2025.csv',
        'payroll-payments-2025.csv',
        'receipts-report-2025.pdf',
        'tax-report-2025.pdf',
        'work-records-2025.csv',
        // The job cost of every project as of the pack's making (issue 42 scope 7).
        'job-cost-by-cost-code.csv',
        'commitments-by-payee.csv',
        'receipts/2025-01-20-Home-Depot-1234.56.png',
        // The general ledger's files (issue 41; checked in server/features/ledger/ledger-year.test.ts).
        'ledger/journal-2025.hledger',
        'ledger/qbo-journal-2025.csv',
        'ledger/journal-2025.iif',
        'ledger/qbo-customers.csv',
        'ledger/qbo-vendors.csv',
      ].sort(),
    );
    expect(Buffer.from(files['receipts/2025-01-20-Home-Depot-1234.56.png']).equals(RECEIPT_BYTES)).toBe(true);
    const file = (name: string) => records(strFromU8(files[name])).rows;
    const expenses = centsOf(file('expenses-2025.csv'), 'Amount');
    const work = centsOf(file('work-records-2025.csv'), 'Amount');
    // 3,974.56 + 680.50 = 4,655.06, the overview's total expenses; the work records are its work-record labor.
    expect(expenses + work).toBe(Math.round(overview.yearlyOverview.totalExpenses * 100));
    expect(expenses + work).toBe(465506);
    const sixCategories = Object.values(overview.expenseBreakdown).reduce((s, v) => s + Math.round(v * 100), 0);
    expect(expenses + work).toBe(sixCategories);
    const payees = file('1099-payees-2025.csv');
    expect(centsOf(payees, 'Total Paid')).toBe(254999);
    expect(centsOf(file('payroll-payments-2025.csv'), 'Amount')).toBe(68050);

    const readme = strFromU8(files['README.txt']);
    expect(readme).toContain('Revenue basis:  Earned (percentage of completion)');
    expect(readme).toContain('Total revenue:  7474.57  (earned basis)');
    expect(readme).toContain('Contract value of jobs started: 15000.10');
    expect(readme).toContain('Total expenses: 4655.06  (= expenses 3974.56 + work records 680.50)');
    expect(readme).toContain('- expenses-2025.csv: 10 rows, Amount total 3974.56');
    expect(readme).toContain('- work-records-2025.csv: 2 rows, Amount total 680.50');
    expect(readme).toContain('- payroll-payments-2025.csv: 2 rows, Amount total 680.50, of which completed 500.00');
    expect(readme).toContain('- 1099-payees-2025.csv: 3 rows, 1099-NEC amounts 2149.99, card or payment app 400.00, total paid 2549.99');
    expect(readme).toContain('- advances-2025.csv: 0 rows, advances given 0.00, recovered from payroll 0.00');
    expect(readme).toMatch(
      /- job-cost-by-cost-code\.csv: \d+ rows?, all \d+ projects as of \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC \(when this pack was made, not of 2025\)/,
    );
    expect(readme).toContain('- commitments-by-payee.csv: 0 rows, all projects as of the same moment, committed 0.00');
    expect(strFromU8(files['job-cost-by-cost-code.csv']).split('\r\n')[0]).toBe(
      'Cost Code,Name,Revised Budget,Committed,Actual,Open Commitments,Estimate to Complete,Estimate at Completion,Projected Over/Under',
    );
    expect(readme).toContain('Receipt images (receipts/, named date-supplier-amount): 1\r\n- receipts/2025-01-20-Home-Depot-1234.56.png');
    expect(readme).toContain('- journal-2025.hledger: hledger -f journal-2025.hledger check --strict');
    // The pack's ledger: the year's expenses and work are the ledger's six cost accounts (expenses 3,974.56 + work 680.50).
    const journal = strFromU8(files['ledger/journal-2025.hledger']);
    expect(journal).toContain('commodity $1000.00');
  });
});
