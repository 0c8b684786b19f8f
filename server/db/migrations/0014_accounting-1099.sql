-- 1099 reporting (issue 13): a subcontractor's taxpayer id (9 digits, optional) and whether their W-9 is on file;
-- how an expense was paid (optional: card and payment-app payments are reported on 1099-K by the processor, so
-- they are left out of the 1099-NEC total; an expense without a method counts toward the 1099-NEC).
ALTER TABLE subcontractors ADD COLUMN tin varchar(9);
--> statement-breakpoint
ALTER TABLE subcontractors ADD COLUMN w9_on_file boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE subcontractors ADD CONSTRAINT subcontractors_tin_check CHECK (tin ~ '^[0-9]{9}$');
--> statement-breakpoint
ALTER TABLE expenses ADD COLUMN payment_method text;
--> statement-breakpoint
ALTER TABLE expenses ADD CONSTRAINT expenses_payment_method_check
  CHECK (payment_method IN ('cash', 'check', 'bank_transfer', 'card', 'payment_app'));
