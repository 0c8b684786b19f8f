-- Cached responses now also show suppliers and subcontractors (expense lists), team rates (status analysis),
-- payroll advances and payments (weekly payroll): their committed writes drop the cache too (see 0002).
CREATE TRIGGER suppliers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON suppliers FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER subcontractors_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subcontractors FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER project_employees_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_employees FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER payroll_advances_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payroll_advances FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER payments_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payments FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
