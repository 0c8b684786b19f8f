-- Issue 44 scope 4: lien waivers (docs/decisions/101-lien-waivers.md). A waiver to collect is the release a supplier
-- or subcontractor signs for a payment made to it (an expense with a payment method); a waiver to give is the
-- contractor's release for a payment received from the client (invoice_payments). Its amount and through date are
-- filled from the payment and kept as printed; requested → received (the signed copy, uploaded) or, for one to give,
-- signed (handed over). A state's statutory wording, pasted once by the owner, replaces the product's own text for
-- that state and kind.
CREATE TABLE lien_waivers (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  direction varchar(10) NOT NULL CHECK (direction IN ('collect', 'give')),
  kind varchar(30) NOT NULL CHECK (kind IN ('conditional_progress', 'unconditional_progress', 'conditional_final', 'unconditional_final')),
  expense_id integer REFERENCES expenses (id),
  invoice_payment_id integer REFERENCES invoice_payments (id),
  supplier_id integer REFERENCES suppliers (id),
  subcontractor_id integer REFERENCES subcontractors (id),
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  through_date date NOT NULL,
  state varchar(2) CHECK (state ~ '^[A-Z]{2}$'),
  status varchar(10) NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'received', 'signed')),
  file_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT lien_waivers_parties CHECK (
    (direction = 'collect' AND invoice_payment_id IS NULL AND (supplier_id IS NULL) <> (subcontractor_id IS NULL))
    OR (direction = 'give' AND expense_id IS NULL AND supplier_id IS NULL AND subcontractor_id IS NULL))
);
--> statement-breakpoint
CREATE INDEX lien_waivers_project_idx ON lien_waivers (project_id, through_date);
--> statement-breakpoint
CREATE INDEX lien_waivers_expense_idx ON lien_waivers (expense_id) WHERE expense_id IS NOT NULL;
--> statement-breakpoint
SELECT watch_table('lien_waivers', 'project_id');
--> statement-breakpoint
CREATE TABLE lien_waiver_templates (
  id serial PRIMARY KEY,
  state varchar(2) NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
  kind varchar(30) NOT NULL CHECK (kind IN ('conditional_progress', 'unconditional_progress', 'conditional_final', 'unconditional_final')),
  body text NOT NULL CHECK (length(btrim(body)) BETWEEN 1 AND 20000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (state, kind)
);
--> statement-breakpoint
SELECT watch_table('lien_waiver_templates', '');
