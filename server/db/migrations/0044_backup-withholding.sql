-- 1099s with backup withholding (issue 41, scope 6; docs/decisions/077-1099s-and-backup-withholding-issue-41-scope-6.md).
-- A payee's TIN kind (SSN or EIN: IRIS asks for the TIN type), null when not said or when there is no TIN.
ALTER TABLE subcontractors ADD COLUMN tin_kind text;
--> statement-breakpoint
ALTER TABLE subcontractors ADD CONSTRAINT subcontractors_tin_kind_check CHECK (tin_kind IN ('ssn', 'ein') AND tin IS NOT NULL OR tin_kind IS NULL);
--> statement-breakpoint
ALTER TABLE suppliers ADD COLUMN tin_kind text;
--> statement-breakpoint
ALTER TABLE suppliers ADD CONSTRAINT suppliers_tin_kind_check CHECK (tin_kind IN ('ssn', 'ein') AND tin IS NOT NULL OR tin_kind IS NULL);
--> statement-breakpoint
-- A payment-app payment went to the payee's business account (the app reports it on 1099-K) or to a personal
-- account (not a third-party-network business payment: it counts toward the payer's 1099-NEC). Personal by default
-- for new payments; the payment-app payments recorded before this migration were all treated as 1099-K, so they
-- keep that reading (business) and the 1099s already prepared for past years do not change.
ALTER TABLE expenses ADD COLUMN payment_account text;
--> statement-breakpoint
UPDATE expenses SET payment_account = 'business' WHERE payment_method = 'payment_app';
--> statement-breakpoint
ALTER TABLE expenses ADD CONSTRAINT expenses_payment_account_check CHECK (
  payment_method = 'payment_app' AND payment_account IN ('business', 'personal')
  OR payment_method IS DISTINCT FROM 'payment_app' AND payment_account IS NULL);
--> statement-breakpoint
-- Backup withholding (IRC §3406, 24 %) kept from this payment for the IRS: a liability of the payer until deposited
-- and reported on Form 945 and in box 4 of the payee's 1099-NEC. Integer cents, computed by the server in the
-- payment's own transaction (server/features/accounting/backup-withholding.ts); 0 when none.
ALTER TABLE expenses ADD COLUMN backup_withholding_cents integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE expenses ADD CONSTRAINT expenses_backup_withholding_check CHECK (backup_withholding_cents >= 0);
--> statement-breakpoint
CREATE INDEX expenses_backup_withholding_idx ON expenses (date) WHERE backup_withholding_cents > 0;
--> statement-breakpoint
-- For the general ledger: the backup withholding of the payments dated in [p_from, p_to), one row per payment, to
-- post "expense (gross) = cash paid (net) + backup withholding payable". Amounts in cents.
CREATE OR REPLACE FUNCTION backup_withholding_entries(p_from date, p_to date)
RETURNS TABLE (expense_id integer, date date, project_id integer, subcontractor_id integer, supplier_id integer, withheld_cents integer)
LANGUAGE sql STABLE AS $$
  SELECT e.id, e.date, e.project_id, e.subcontractor_id, e.supplier_id, e.backup_withholding_cents
  FROM expenses e
  WHERE e.backup_withholding_cents > 0 AND e.date >= p_from AND e.date < p_to
  ORDER BY e.date, e.id
$$;
