-- Audit log of money (issue 16): every create, change and delete of a project's budget, an expense, a work record,
-- an advance or a payment (pay weeks write payments and advances) is recorded by a row trigger in the same
-- transaction as the write: who (the server sets plumbline.actor_id / plumbline.actor_name with set_config(…, true)
-- inside each write transaction), when, and the row before and after (jsonb; a project keeps its money fields only).
-- No setting (a direct SQL session, the bench loader's tail) is recorded as 'System'. A restore turns user
-- triggers off, so restored rows write nothing here; the table itself is backed up and restored like any other.
-- No foreign keys: the history outlives a deleted project, row or user.
CREATE TABLE "audit_log" (
  "id" bigserial PRIMARY KEY,
  "at" timestamp with time zone NOT NULL DEFAULT now(),
  "actor_id" integer,
  "actor_name" varchar(100) NOT NULL,
  "entity" varchar(20) NOT NULL CHECK ("entity" IN ('project', 'expense', 'work_record', 'advance', 'payment')),
  "entity_id" integer NOT NULL,
  "action" varchar(10) NOT NULL CHECK ("action" IN ('create', 'update', 'delete')),
  "project_id" integer,
  "old_project_id" integer,
  "context" varchar(40),
  "before" jsonb,
  "after" jsonb
);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_project_idx" ON "audit_log" ("project_id", "at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_old_project_idx" ON "audit_log" ("old_project_id") WHERE "old_project_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" ("actor_id", "at" DESC);--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_money_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entity text := TG_ARGV[0];
  b jsonb;
  a jsonb;
  r jsonb;
  pid integer;
  old_pid integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN b := to_jsonb(OLD) - 'created_at' - 'updated_at'; END IF;
  IF TG_OP <> 'DELETE' THEN a := to_jsonb(NEW) - 'created_at' - 'updated_at'; END IF;
  IF entity = 'project' THEN
    -- Only the money fields, with the name for a person reading the history; cost totals are derived, not edits.
    IF b IS NOT NULL THEN b := jsonb_build_object('id', b->'id', 'name', b->'name', 'budget', b->'budget', 'estimated_material_cost', b->'estimated_material_cost'); END IF;
    IF a IS NOT NULL THEN a := jsonb_build_object('id', a->'id', 'name', a->'name', 'budget', a->'budget', 'estimated_material_cost', a->'estimated_material_cost'); END IF;
    IF TG_OP = 'UPDATE' AND (a - 'name') = (b - 'name') THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'UPDATE' AND a = b THEN
    RETURN NULL;
  END IF;
  r := coalesce(a, b);
  IF entity = 'project' THEN
    pid := (r->>'id')::integer;
  ELSE
    pid := (r->>'project_id')::integer;
    IF TG_OP = 'UPDATE' AND (b->>'project_id') IS DISTINCT FROM (a->>'project_id') THEN old_pid := (b->>'project_id')::integer; END IF;
  END IF;
  INSERT INTO audit_log (actor_id, actor_name, entity, entity_id, action, project_id, old_project_id, context, before, after)
  VALUES (
    nullif(current_setting('plumbline.actor_id', true), '')::integer,
    coalesce(nullif(current_setting('plumbline.actor_name', true), ''), 'System'),
    entity, (r->>'id')::integer,
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    pid, old_pid, nullif(current_setting('plumbline.audit_context', true), ''), b, a);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER projects_audit_insert_delete AFTER INSERT OR DELETE ON projects FOR EACH ROW EXECUTE FUNCTION audit_money_row('project');--> statement-breakpoint
-- The cost-total triggers update projects on every expense and work record: only a money field's change is an edit.
CREATE TRIGGER projects_audit_update AFTER UPDATE ON projects FOR EACH ROW
  WHEN (OLD.budget IS DISTINCT FROM NEW.budget OR OLD.estimated_material_cost IS DISTINCT FROM NEW.estimated_material_cost)
  EXECUTE FUNCTION audit_money_row('project');--> statement-breakpoint
CREATE TRIGGER expenses_audit AFTER INSERT OR UPDATE OR DELETE ON expenses FOR EACH ROW EXECUTE FUNCTION audit_money_row('expense');--> statement-breakpoint
CREATE TRIGGER time_entries_audit AFTER INSERT OR UPDATE OR DELETE ON time_entries FOR EACH ROW EXECUTE FUNCTION audit_money_row('work_record');--> statement-breakpoint
CREATE TRIGGER payroll_advances_audit AFTER INSERT OR UPDATE OR DELETE ON payroll_advances FOR EACH ROW EXECUTE FUNCTION audit_money_row('advance');--> statement-breakpoint
CREATE TRIGGER payments_audit AFTER INSERT OR UPDATE OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION audit_money_row('payment');
