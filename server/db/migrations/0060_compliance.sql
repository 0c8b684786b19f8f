-- Issue 44 scopes 1–3: paying only the right people (docs/decisions/099-compliance.md). A supplier's or
-- subcontractor's W-9 (one per payee, replaced when a new one arrives; its TIN is copied onto the payee row, which
-- the 1099s and backup withholding read) and its certificates of insurance (general liability, workers'
-- compensation, or a workers' compensation exemption), each valid from its effective through its expiry date. The
-- dates decide the payee's status (domain/compliance.ts); the scanned document is optional. A payment held for a
-- payee that is not complete is written only with an override, kept on the expense: reason, who, when.
CREATE TABLE w9_forms (
  id serial PRIMARY KEY,
  supplier_id integer UNIQUE REFERENCES suppliers (id) ON DELETE CASCADE,
  subcontractor_id integer UNIQUE REFERENCES subcontractors (id) ON DELETE CASCADE,
  legal_name text NOT NULL CHECK (length(legal_name) BETWEEN 1 AND 255),
  business_name text CHECK (length(business_name) <= 255),
  entity_type text NOT NULL CHECK (entity_type IN ('individual', 'c_corporation', 's_corporation', 'partnership', 'trust_estate', 'llc', 'other')),
  tin varchar(9) NOT NULL CHECK (tin ~ '^[0-9]{9}$'),
  tin_kind text NOT NULL CHECK (tin_kind IN ('ssn', 'ein')),
  signed_date date NOT NULL,
  file_name text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT w9_forms_one_payee CHECK ((supplier_id IS NULL) <> (subcontractor_id IS NULL))
);
--> statement-breakpoint
CREATE TABLE insurance_certificates (
  id serial PRIMARY KEY,
  supplier_id integer REFERENCES suppliers (id) ON DELETE CASCADE,
  subcontractor_id integer REFERENCES subcontractors (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('general_liability', 'workers_comp', 'workers_comp_exemption')),
  carrier text NOT NULL CHECK (length(carrier) BETWEEN 1 AND 255),
  policy_number text NOT NULL CHECK (length(policy_number) BETWEEN 1 AND 100),
  each_occurrence_cents bigint CHECK (each_occurrence_cents BETWEEN 0 AND 100000000000),
  aggregate_cents bigint CHECK (aggregate_cents BETWEEN 0 AND 100000000000),
  effective_date date NOT NULL,
  expiry_date date NOT NULL,
  additional_insured boolean NOT NULL DEFAULT false,
  file_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT insurance_certificates_one_payee CHECK ((supplier_id IS NULL) <> (subcontractor_id IS NULL)),
  CONSTRAINT insurance_certificates_dates CHECK (expiry_date >= effective_date)
);
--> statement-breakpoint
CREATE INDEX insurance_certificates_subcontractor_idx ON insurance_certificates (subcontractor_id) WHERE subcontractor_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX insurance_certificates_supplier_idx ON insurance_certificates (supplier_id) WHERE supplier_id IS NOT NULL;
--> statement-breakpoint
ALTER TABLE expenses ADD COLUMN compliance_override_reason text;
--> statement-breakpoint
ALTER TABLE expenses ADD COLUMN compliance_override_by text;
--> statement-breakpoint
ALTER TABLE expenses ADD COLUMN compliance_override_at timestamptz;
--> statement-breakpoint
ALTER TABLE expenses ADD CONSTRAINT expenses_compliance_override_check CHECK (
  (compliance_override_reason IS NULL) = (compliance_override_by IS NULL)
  AND (compliance_override_reason IS NULL) = (compliance_override_at IS NULL)
  AND length(compliance_override_reason) BETWEEN 1 AND 500);
--> statement-breakpoint
SELECT watch_table('w9_forms', '');
--> statement-breakpoint
SELECT watch_table('insurance_certificates', '');
