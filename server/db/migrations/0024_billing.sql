-- Billing (issue 20): change orders, the schedule of values, progress invoices (AIA G702/G703 pay applications)
-- with retainage, payments received, invoice e-mails through an outbox, and month-end WIP snapshots.
-- projects.budget stays the original price; projects.change_order_total is the sum of its approved change orders,
-- kept by a row trigger on change_orders in the same transaction as the change, so the contract value
-- (budget + change_order_total) is one column read away for the project list, dashboard, margins and health.
ALTER TABLE "projects" ADD COLUMN "change_order_total" numeric(14, 2) NOT NULL DEFAULT 0;--> statement-breakpoint
-- A project's billing terms: the client billed, retainage policy (basis points: 1000 = 10 %; optional step-down to
-- step_down_bp once the job is step_down_at_bp complete), the estimated total cost for the WIP report, payment terms.
CREATE TABLE "project_billing" (
  "id" serial PRIMARY KEY,
  "project_id" integer NOT NULL UNIQUE REFERENCES "projects"("id") ON DELETE CASCADE,
  "client_name" varchar(255),
  "client_email" varchar(255),
  "retainage_bp" integer NOT NULL DEFAULT 1000 CHECK ("retainage_bp" BETWEEN 0 AND 10000),
  "step_down_at_bp" integer CHECK ("step_down_at_bp" BETWEEN 0 AND 10000),
  "step_down_bp" integer CHECK ("step_down_bp" BETWEEN 0 AND 10000),
  "estimated_total_cost" numeric(14, 2) CHECK ("estimated_total_cost" >= 0),
  "payment_terms_days" integer NOT NULL DEFAULT 30 CHECK ("payment_terms_days" BETWEEN 0 AND 365),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE TABLE "change_orders" (
  "id" serial PRIMARY KEY,
  "project_id" integer NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
  "number" integer NOT NULL,
  "description" varchar(2000) NOT NULL,
  "amount" numeric(14, 2) NOT NULL,
  "cost_impact" numeric(14, 2),
  "status" varchar(10) NOT NULL DEFAULT 'draft' CHECK ("status" IN ('draft', 'sent', 'approved', 'rejected')),
  "date" date NOT NULL,
  "approved_by" varchar(100),
  "decided_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  UNIQUE ("project_id", "number")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION change_order_contract_total() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta numeric := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'approved' THEN delta := delta - OLD.amount; END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'approved' THEN delta := delta + NEW.amount; END IF;
  IF TG_OP = 'UPDATE' AND OLD.project_id <> NEW.project_id THEN
    RAISE EXCEPTION 'A change order cannot move to another project';
  END IF;
  IF delta <> 0 THEN
    UPDATE projects SET change_order_total = change_order_total + delta WHERE id = coalesce(NEW.project_id, OLD.project_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER change_orders_contract_total AFTER INSERT OR UPDATE OR DELETE ON change_orders
  FOR EACH ROW EXECUTE FUNCTION change_order_contract_total();--> statement-breakpoint
-- Schedule of values: the contract's line items; an approved change order becomes its own line.
CREATE TABLE "sov_lines" (
  "id" serial PRIMARY KEY,
  "project_id" integer NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "description" varchar(500) NOT NULL,
  "scheduled_value" numeric(14, 2) NOT NULL,
  "change_order_id" integer REFERENCES "change_orders"("id") ON DELETE SET NULL
);--> statement-breakpoint
CREATE INDEX "sov_lines_project_idx" ON "sov_lines" ("project_id", "position");--> statement-breakpoint
CREATE SEQUENCE "invoice_number_seq" START 1001;--> statement-breakpoint
-- A pay application, its G702 figures frozen when it is made (contract value, completed to date, retainage,
-- previously billed, amount due); paid_total is the sum of its payments, kept in the payment's transaction
-- under the invoice's row lock.
CREATE TABLE "invoices" (
  "id" serial PRIMARY KEY,
  "project_id" integer NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
  "number" integer NOT NULL UNIQUE DEFAULT nextval('invoice_number_seq'),
  "invoice_date" date NOT NULL,
  "period_to" date NOT NULL,
  "due_date" date NOT NULL,
  "status" varchar(15) NOT NULL DEFAULT 'draft' CHECK ("status" IN ('draft', 'sent', 'partially_paid', 'paid', 'void')),
  "retainage_bp" integer NOT NULL,
  "retainage_override" boolean NOT NULL DEFAULT false,
  "is_release" boolean NOT NULL DEFAULT false,
  "contract_value" numeric(14, 2) NOT NULL,
  "completed_to_date" numeric(14, 2) NOT NULL,
  "retainage" numeric(14, 2) NOT NULL,
  "previously_billed" numeric(14, 2) NOT NULL,
  "amount_due" numeric(14, 2) NOT NULL,
  "paid_total" numeric(14, 2) NOT NULL DEFAULT 0,
  "notes" varchar(2000),
  "sent_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CHECK ("paid_total" >= 0 AND "paid_total" <= greatest("amount_due", 0)),
  CHECK ("completed_to_date" <= "contract_value")
);--> statement-breakpoint
ALTER SEQUENCE "invoice_number_seq" OWNED BY "invoices"."number";--> statement-breakpoint
CREATE INDEX "invoices_project_idx" ON "invoices" ("project_id", "id");--> statement-breakpoint
CREATE TABLE "invoice_lines" (
  "id" serial PRIMARY KEY,
  "invoice_id" integer NOT NULL REFERENCES "invoices"("id") ON DELETE CASCADE,
  "sov_line_id" integer REFERENCES "sov_lines"("id") ON DELETE SET NULL,
  "position" integer NOT NULL,
  "description" varchar(500) NOT NULL,
  "scheduled_value" numeric(14, 2) NOT NULL,
  "previous_completed" numeric(14, 2) NOT NULL,
  "this_period" numeric(14, 2) NOT NULL,
  "materials_stored" numeric(14, 2) NOT NULL,
  "completed_to_date" numeric(14, 2) NOT NULL,
  "retainage" numeric(14, 2) NOT NULL
);--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" ("invoice_id", "position");--> statement-breakpoint
CREATE TABLE "invoice_payments" (
  "id" serial PRIMARY KEY,
  "invoice_id" integer NOT NULL REFERENCES "invoices"("id") ON DELETE CASCADE,
  "project_id" integer NOT NULL,
  "date" date NOT NULL,
  "amount" numeric(14, 2) NOT NULL CHECK ("amount" > 0),
  "method" varchar(30) NOT NULL,
  "reference" varchar(100),
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" ("invoice_id");--> statement-breakpoint
-- Invoices sent by e-mail: every message is stored here first; the outbox sender keeps it for pick-up.
CREATE TABLE "email_outbox" (
  "id" serial PRIMARY KEY,
  "to_email" varchar(255),
  "subject" varchar(300) NOT NULL,
  "body" text NOT NULL,
  "attachment_name" varchar(200),
  "invoice_id" integer REFERENCES "invoices"("id") ON DELETE SET NULL,
  "provider" varchar(30) NOT NULL,
  "status" varchar(10) NOT NULL CHECK ("status" IN ('queued', 'stored', 'sent', 'failed')),
  "error" varchar(500),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "sent_at" timestamp with time zone
);--> statement-breakpoint
-- The WIP report as it stood at a month's end (cents, JSON), kept once taken so past months can be compared.
CREATE TABLE "wip_snapshots" (
  "id" serial PRIMARY KEY,
  "month_end" date NOT NULL UNIQUE,
  "report" jsonb NOT NULL,
  "taken_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
SELECT watch_table('change_orders', 'project_id');--> statement-breakpoint
SELECT watch_table('sov_lines', 'project_id');--> statement-breakpoint
SELECT watch_table('invoices', 'project_id');--> statement-breakpoint
SELECT watch_table('invoice_payments', 'project_id');--> statement-breakpoint
SELECT watch_table('project_billing', 'project_id');--> statement-breakpoint
SELECT watch_table('email_outbox', '');--> statement-breakpoint
SELECT watch_table('wip_snapshots', '');--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_check"
  CHECK ("entity" IN ('project', 'expense', 'work_record', 'advance', 'payment', 'change_order', 'invoice', 'invoice_payment'));--> statement-breakpoint
CREATE TRIGGER change_orders_audit AFTER INSERT OR UPDATE OR DELETE ON change_orders FOR EACH ROW EXECUTE FUNCTION audit_money_row('change_order');--> statement-breakpoint
CREATE TRIGGER invoices_audit AFTER INSERT OR UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION audit_money_row('invoice');--> statement-breakpoint
CREATE TRIGGER invoice_payments_audit AFTER INSERT OR UPDATE OR DELETE ON invoice_payments FOR EACH ROW EXECUTE FUNCTION audit_money_row('invoice_payment');
