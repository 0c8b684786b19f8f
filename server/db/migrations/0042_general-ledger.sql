-- Issue 41 scope 1-4: the general ledger. Journal entries are derived on read from the source rows
-- (docs/decisions/080-general-ledger-issue-41-scope-1-4.md); these tables hold only what is the owner's: the chart of accounts (names and
-- numbers editable, keyed by the role the ledger books to) and what each export already carried ("since the last export").
CREATE TABLE ledger_accounts (
  key varchar(40) PRIMARY KEY,
  number varchar(20) NOT NULL UNIQUE,
  name varchar(120) NOT NULL UNIQUE,
  type varchar(10) NOT NULL CHECK (type IN ('asset', 'liability', 'equity', 'revenue', 'expense')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
INSERT INTO ledger_accounts (key, number, name, type) VALUES
  ('cash', '1000', 'Cash on hand', 'asset'),
  ('bank', '1010', 'Checking account', 'asset'),
  ('payment_app', '1020', 'Payment app balance', 'asset'),
  ('ar', '1100', 'Accounts receivable', 'asset'),
  ('retainage_receivable', '1110', 'Retainage receivable', 'asset'),
  ('uncollected_billings', '1190', 'Billings not yet collected (cash basis)', 'asset'),
  ('employee_advances', '1200', 'Employee advances', 'asset'),
  ('costs_in_excess', '1300', 'Costs and estimated earnings in excess of billings', 'asset'),
  ('ap', '2000', 'Accounts payable', 'liability'),
  ('card', '2010', 'Credit card', 'liability'),
  ('retainage_payable', '2100', 'Retainage payable', 'liability'),
  ('wages_payable', '2200', 'Wages payable', 'liability'),
  ('backup_withholding', '2300', 'Backup withholding payable', 'liability'),
  ('billings_in_excess', '2400', 'Billings in excess of costs and estimated earnings', 'liability'),
  ('retained_earnings', '3900', 'Retained earnings', 'equity'),
  ('contract_billings', '4000', 'Contract billings', 'revenue'),
  ('revenue_adjustment', '4050', 'Revenue adjustment to the basis', 'revenue'),
  ('materials', '5000', 'Materials', 'expense'),
  ('labor', '5100', 'Labor & Payroll', 'expense'),
  ('subcontractors', '5200', 'Subcontractors', 'expense'),
  ('equipment', '5300', 'Equipment', 'expense'),
  ('permits', '5400', 'Permits & Legal', 'expense'),
  ('utilities', '5500', 'Utilities', 'expense'),
  ('other_employee_payments', '6900', 'Other payments to employees', 'expense');
--> statement-breakpoint
-- Each entry number an export already carried, per export format; a second export "since the last" leaves them out.
CREATE TABLE ledger_exported_entries (
  format varchar(10) NOT NULL CHECK (format IN ('qbo', 'iif')),
  entry_no varchar(40) NOT NULL,
  exported_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (format, entry_no)
);
