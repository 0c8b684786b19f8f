import type { AccountingOverview } from '../../../domain/accounting';
import type { Db } from '../../db/client';
import { type ExpenseCsvRow, expenseExportJson } from './exports';
import { type Payee, yearPayees } from './payees-1099';
import { accountingOverview } from './service';

/**
 * What a year's reports and CSVs are made from, each read from the database at most once: the pack builds four
 * PDFs and four CSVs from the same overview, expense rows and payees instead of querying them again for each.
 */
export class YearSources {
  private o?: Promise<AccountingOverview>;
  private eJson?: Promise<string>;
  private e?: Promise<ExpenseCsvRow[]>;
  private p?: Promise<Payee[]>;

  constructor(
    readonly db: Db,
    readonly year: number,
    readonly taxRate: number,
  ) {}

  overview(): Promise<AccountingOverview> {
    this.o ??= accountingOverview(this.db, this.year, this.taxRate);
    return this.o;
  }

  /** Every expense of the year, oldest first (expenseExportRows). */
  expenses(): Promise<ExpenseCsvRow[]> {
    this.e ??= this.expensesJson().then((text) => JSON.parse(text) as ExpenseCsvRow[]);
    return this.e;
  }

  /** The same expenses as the JSON text the database wrote: what the receipts report's worker thread is sent. */
  expensesJson(): Promise<string> {
    this.eJson ??= expenseExportJson(this.db, this.year);
    return this.eJson;
  }

  payees(): Promise<Payee[]> {
    this.p ??= yearPayees(this.db, this.year);
    return this.p;
  }
}
