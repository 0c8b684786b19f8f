-- The chart of accounts is shown on the ledger screens and edited by the owner: watched for live changes like every
-- table a screen shows (issue 41). The change notifications carry row ids, so the table gets one.
ALTER TABLE ledger_accounts ADD COLUMN id serial NOT NULL UNIQUE;--> statement-breakpoint
SELECT watch_table('ledger_accounts', '');
