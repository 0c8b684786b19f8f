-- Bank, card and payment-app statements matched to the books (issue 41, scope 5): the accounts statements come
-- from (with the app's payment methods that pay through each, and the CSV column mapping remembered), each file
-- imported (its SHA-256, so the same file twice adds nothing), the statement lines (each keyed by a fingerprint,
-- so overlapping statements add nothing twice) and the matches of lines to book items.
CREATE TABLE "statement_accounts" (
  "id" serial PRIMARY KEY,
  "name" varchar(100) NOT NULL,
  "kind" varchar(20) NOT NULL CHECK ("kind" IN ('bank', 'card', 'payment-app')),
  "last4" varchar(4) CHECK ("last4" ~ '^[0-9]{4}$'),
  "methods" jsonb NOT NULL DEFAULT '{"expense": [], "payout": [], "received": []}',
  "csv_mapping" jsonb,
  "opening_balance" numeric(14, 2) NOT NULL DEFAULT 0,
  "opening_date" date,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE TABLE "statement_imports" (
  "id" serial PRIMARY KEY,
  "account_id" integer NOT NULL REFERENCES "statement_accounts"("id") ON DELETE CASCADE,
  "file_sha256" char(64) NOT NULL,
  "file_name" varchar(255) NOT NULL,
  "format" varchar(10) NOT NULL CHECK ("format" IN ('csv', 'ofx')),
  "line_count" integer NOT NULL,
  "added_count" integer NOT NULL,
  "end_balance" numeric(14, 2),
  "end_date" date,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  UNIQUE ("account_id", "file_sha256")
);--> statement-breakpoint
CREATE TABLE "statement_lines" (
  "id" serial PRIMARY KEY,
  "account_id" integer NOT NULL REFERENCES "statement_accounts"("id") ON DELETE CASCADE,
  "import_id" integer NOT NULL REFERENCES "statement_imports"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "date" date NOT NULL,
  "description" text NOT NULL,
  "amount" numeric(14, 2) NOT NULL,
  "balance" numeric(14, 2),
  "fingerprint" varchar(200) NOT NULL,
  UNIQUE ("account_id", "fingerprint")
);--> statement-breakpoint
CREATE INDEX "statement_lines_account_date_idx" ON "statement_lines" ("account_id", "date", "id");--> statement-breakpoint
CREATE TABLE "statement_matches" (
  "id" serial PRIMARY KEY,
  "line_id" integer NOT NULL REFERENCES "statement_lines"("id") ON DELETE CASCADE,
  "item_kind" varchar(10) NOT NULL CHECK ("item_kind" IN ('expense', 'payroll', 'advance', 'received')),
  "item_id" integer NOT NULL,
  "status" varchar(10) NOT NULL CHECK ("status" IN ('auto', 'accepted', 'rejected')),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  UNIQUE ("line_id", "item_kind", "item_id")
);--> statement-breakpoint
-- Never two lines on one book item, never two items on one line (an undone match stays as 'rejected' so the
-- automatic matching does not propose it again).
CREATE UNIQUE INDEX "statement_matches_line_idx" ON "statement_matches" ("line_id") WHERE "status" <> 'rejected';--> statement-breakpoint
CREATE UNIQUE INDEX "statement_matches_item_idx" ON "statement_matches" ("item_kind", "item_id") WHERE "status" <> 'rejected';--> statement-breakpoint
-- A book item deleted takes its matches with it (the line goes back to the inbox).
CREATE OR REPLACE FUNCTION statement_matches_item_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM statement_matches WHERE item_kind = TG_ARGV[0] AND item_id = OLD.id;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER expenses_statement_matches AFTER DELETE ON expenses FOR EACH ROW EXECUTE FUNCTION statement_matches_item_deleted('expense');--> statement-breakpoint
CREATE TRIGGER payments_statement_matches AFTER DELETE ON payments FOR EACH ROW EXECUTE FUNCTION statement_matches_item_deleted('payroll');--> statement-breakpoint
CREATE TRIGGER payroll_advances_statement_matches AFTER DELETE ON payroll_advances FOR EACH ROW EXECUTE FUNCTION statement_matches_item_deleted('advance');--> statement-breakpoint
CREATE TRIGGER invoice_payments_statement_matches AFTER DELETE ON invoice_payments FOR EACH ROW EXECUTE FUNCTION statement_matches_item_deleted('received');--> statement-breakpoint
SELECT watch_table('statement_accounts', '');--> statement-breakpoint
SELECT watch_table('statement_imports', '');--> statement-breakpoint
SELECT watch_table('statement_lines', '');--> statement-breakpoint
SELECT watch_table('statement_matches', '');
