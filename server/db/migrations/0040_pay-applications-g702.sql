-- Pay applications as AIA G702/G703 define them and A/R aging as of any date (issue 37).
-- The day an invoice was voided: the aging as of an earlier day still counts it as open (it was owed then).
-- Invoices voided before this migration keep NULL and count as void on every day, as they did.
ALTER TABLE "invoices" ADD COLUMN "voided_on" date;--> statement-breakpoint
-- The aging reads the payments of each invoice dated on or before its day.
CREATE INDEX "invoice_payments_invoice_date_idx" ON "invoice_payments" ("invoice_id", "date");
