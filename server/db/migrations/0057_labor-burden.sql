-- Issue 42 scope 5: burdened labor. The company's employer rates for each calendar year (basis points, wage bases
-- in cents), seeded with 2026's defaults (domain/burden.ts BURDEN_DEFAULTS_2026); a year without a row uses the
-- latest earlier year's, else the 2026 defaults. An employee is burdened in a year only when he has an
-- employee_burden row for it: his workers' compensation class and rate, and optional SUTA and general liability
-- overrides of the year's rates. Read on the job's labor-cost answer only: no change triggers.
CREATE TABLE burden_years (
  year integer PRIMARY KEY CHECK (year BETWEEN 2000 AND 2999),
  social_security_rate_bp integer NOT NULL CHECK (social_security_rate_bp BETWEEN 0 AND 10000),
  social_security_wage_base_cents bigint NOT NULL CHECK (social_security_wage_base_cents BETWEEN 0 AND 1000000000),
  medicare_rate_bp integer NOT NULL CHECK (medicare_rate_bp BETWEEN 0 AND 10000),
  futa_rate_bp integer NOT NULL CHECK (futa_rate_bp BETWEEN 0 AND 10000),
  futa_wage_base_cents bigint NOT NULL CHECK (futa_wage_base_cents BETWEEN 0 AND 1000000000),
  suta_rate_bp integer NOT NULL CHECK (suta_rate_bp BETWEEN 0 AND 10000),
  suta_wage_base_cents bigint NOT NULL CHECK (suta_wage_base_cents BETWEEN 0 AND 1000000000),
  general_liability_rate_bp integer NOT NULL CHECK (general_liability_rate_bp BETWEEN 0 AND 10000),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
INSERT INTO burden_years (year, social_security_rate_bp, social_security_wage_base_cents, medicare_rate_bp, futa_rate_bp,
  futa_wage_base_cents, suta_rate_bp, suta_wage_base_cents, general_liability_rate_bp)
VALUES (2026, 620, 18450000, 145, 60, 700000, 270, 700000, 0);
--> statement-breakpoint
CREATE TABLE employee_burden (
  employee_id integer NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
  year integer NOT NULL CHECK (year BETWEEN 2000 AND 2999),
  workers_comp_class_code text NOT NULL DEFAULT '' CHECK (workers_comp_class_code ~ '^([0-9]{4})?$'),
  workers_comp_rate_per_100_cents integer NOT NULL DEFAULT 0 CHECK (workers_comp_rate_per_100_cents BETWEEN 0 AND 10000),
  suta_rate_bp integer CHECK (suta_rate_bp BETWEEN 0 AND 10000),
  general_liability_rate_bp integer CHECK (general_liability_rate_bp BETWEEN 0 AND 10000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (employee_id, year)
);
