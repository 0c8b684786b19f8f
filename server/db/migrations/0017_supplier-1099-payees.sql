-- Suppliers as other non-employee payees for the 1099-NEC (issue 13, docs/decisions/): a supplier the user marks as
-- a 1099 payee (a service provider, not a store) has its payments counted like a subcontractor's, with an optional
-- taxpayer id and a "W-9 on file" flag. Existing suppliers are not payees.
ALTER TABLE suppliers ADD COLUMN is_1099_payee boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE suppliers ADD COLUMN tin varchar(9);
--> statement-breakpoint
ALTER TABLE suppliers ADD COLUMN w9_on_file boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE suppliers ADD CONSTRAINT suppliers_tin_check CHECK (tin ~ '^[0-9]{9}$');
