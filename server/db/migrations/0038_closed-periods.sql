-- Closing the books (issue 37): every close and reopen is one row; the newest row's `through` is the close date
-- (null: nothing closed). Services read it with one primary-key index read (server/features/closing/service.ts
-- assertPeriodOpen) before creating, changing or deleting anything dated on or before it. A reopen carries its reason.
-- Who did it is taken from the write's transaction settings (server/features/audit/actor.ts), and the audit log
-- records each row through the same trigger as money (migration 0016).
CREATE TABLE "closed_periods" (
  "id" serial PRIMARY KEY,
  "action" varchar(10) NOT NULL CHECK ("action" IN ('close', 'reopen')),
  "through" date,
  "reason" varchar(500),
  "actor_id" integer,
  "actor_name" varchar(100) NOT NULL,
  "at" timestamp with time zone NOT NULL DEFAULT now(),
  CHECK ("action" = 'reopen' OR "through" IS NOT NULL),
  CHECK ("action" = 'close' OR length(trim("reason")) > 0)
);--> statement-breakpoint
SELECT watch_table('closed_periods', '');--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_check"
  CHECK ("entity" IN ('project', 'expense', 'work_record', 'advance', 'payment', 'change_order', 'invoice', 'invoice_payment', 'closed_period'));--> statement-breakpoint
CREATE TRIGGER closed_periods_audit AFTER INSERT OR UPDATE OR DELETE ON closed_periods FOR EACH ROW EXECUTE FUNCTION audit_money_row('closed_period');
