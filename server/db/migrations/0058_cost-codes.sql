-- Issue 42 scopes 1–4: cost codes, the budget by cost code, commitments (purchase orders and subcontracts) and the
-- job-cost screen (docs/decisions/092-cost-codes.md).
-- The company's cost codes: a numbered list a small contractor recognises (seeded below, editable). Code '00'
-- (Unassigned) is the system's: it holds the part of a budget no line claims and every cost nobody coded.
-- trades: words of a crew member's position or a subcontractor's specialty ('carpent', 'plumb') that default his
-- work to the code; categories: the expense categories that default to it (each category at most one code).
CREATE TABLE cost_codes (
  id serial PRIMARY KEY,
  code varchar(10) NOT NULL UNIQUE CHECK (code ~ '^[0-9]{2}(-[0-9]{2,4})?$'),
  name varchar(100) NOT NULL CHECK (length(btrim(name)) > 0),
  trades text[] NOT NULL DEFAULT '{}',
  categories text[] NOT NULL DEFAULT '{}',
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
INSERT INTO cost_codes (code, name, trades, categories) VALUES
  ('00', 'Unassigned', '{}', '{other}'),
  ('01', 'General conditions', '{supervis,superintend,foreman,manager,laborer,helper,general}', '{labor,gas,fuel,dining,equipment,permits,utilities}'),
  ('02', 'Site work and demolition', '{excavat,demo,grading,site,landscap,paving}', '{}'),
  ('03', 'Concrete and masonry', '{concrete,mason,brick,block,foundation}', '{}'),
  ('06', 'Framing and carpentry', '{carpent,fram,wood,trim}', '{material}'),
  ('07', 'Roofing, siding and insulation', '{roof,siding,insulat,gutter,waterproof}', '{}'),
  ('08', 'Doors and windows', '{window,door,glaz,glass}', '{}'),
  ('09', 'Finishes', '{paint,drywall,tile,floor,finish,plaster}', '{}'),
  ('12', 'Cabinets and countertops', '{cabinet,countertop,millwork}', '{}'),
  ('22', 'Plumbing', '{plumb,pipe}', '{}'),
  ('23', 'HVAC', '{hvac,heating,cooling,mechanical,sheet metal}', '{}'),
  ('26', 'Electrical', '{electric}', '{}');
--> statement-breakpoint
SELECT watch_table('cost_codes', '');
--> statement-breakpoint
-- A job's budget by cost code: the original budget of each line and, once the project manager enters one, his
-- estimate to complete (what is still to spend beyond the open commitments; NULL: revised budget − actual − open
-- commitments, never below zero). The Unassigned line's budget is never stored: it is the project's budget less
-- the other lines, so projects.budget stays the sum (an existing project starts with one Unassigned line holding
-- its budget, and the project form's budget still works); its row exists only to keep an estimate to complete.
CREATE TABLE project_cost_codes (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  cost_code_id integer NOT NULL REFERENCES cost_codes (id),
  budget numeric(14, 2) NOT NULL DEFAULT 0 CHECK (budget >= 0),
  estimate_to_complete numeric(14, 2) CHECK (estimate_to_complete >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, cost_code_id)
);
--> statement-breakpoint
SELECT watch_table('project_cost_codes', 'project_id');
--> statement-breakpoint
-- A change order says which code it moves (NULL: Unassigned); approved, its amount is added to that line.
ALTER TABLE change_orders ADD COLUMN cost_code_id integer REFERENCES cost_codes (id);
--> statement-breakpoint
-- Commitments: a purchase order to a supplier or a subcontract to a subcontractor, with lines by cost code.
-- Draft commits nothing; issued commits its lines; closed commits what was billed (the rest is released).
-- Retainage (basis points) is what the contract keeps back from each bill of a subcontract.
CREATE TABLE commitments (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  type varchar(20) NOT NULL CHECK (type IN ('purchase_order', 'subcontract')),
  supplier_id integer REFERENCES suppliers (id),
  subcontractor_id integer REFERENCES subcontractors (id),
  number varchar(30) NOT NULL CHECK (length(btrim(number)) > 0),
  title varchar(200) NOT NULL DEFAULT '',
  status varchar(10) NOT NULL DEFAULT 'issued' CHECK (status IN ('draft', 'issued', 'closed')),
  date date NOT NULL DEFAULT CURRENT_DATE,
  retainage_bp integer NOT NULL DEFAULT 0 CHECK (retainage_bp BETWEEN 0 AND 10000),
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (number),
  CHECK ((type = 'purchase_order' AND supplier_id IS NOT NULL AND subcontractor_id IS NULL)
      OR (type = 'subcontract' AND subcontractor_id IS NOT NULL AND supplier_id IS NULL))
);
--> statement-breakpoint
CREATE INDEX commitments_project_idx ON commitments (project_id);
--> statement-breakpoint
SELECT watch_table('commitments', 'project_id');
--> statement-breakpoint
-- A commitment's lines; a change to an issued commitment is a line of its own (change_order true).
CREATE TABLE commitment_lines (
  id serial PRIMARY KEY,
  commitment_id integer NOT NULL REFERENCES commitments (id) ON DELETE CASCADE,
  position integer NOT NULL,
  cost_code_id integer NOT NULL REFERENCES cost_codes (id),
  description varchar(500) NOT NULL,
  amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
  change_order boolean NOT NULL DEFAULT false
);
--> statement-breakpoint
CREATE INDEX commitment_lines_commitment_idx ON commitment_lines (commitment_id, position);
--> statement-breakpoint
SELECT watch_table('commitment_lines', '');
--> statement-breakpoint
-- Each expense and work record may carry a cost code (NULL: its default, from the expense's category or the
-- crew member's trade, read when the job cost is computed); a bill against a commitment names its line, and
-- billing more than the line's balance keeps the reason given.
ALTER TABLE expenses ADD COLUMN cost_code_id integer REFERENCES cost_codes (id);
--> statement-breakpoint
ALTER TABLE expenses ADD COLUMN commitment_line_id integer REFERENCES commitment_lines (id);
--> statement-breakpoint
ALTER TABLE expenses ADD COLUMN over_commitment_reason varchar(500);
--> statement-breakpoint
CREATE INDEX expenses_commitment_line_idx ON expenses (commitment_line_id) WHERE commitment_line_id IS NOT NULL;
--> statement-breakpoint
ALTER TABLE time_entries ADD COLUMN cost_code_id integer REFERENCES cost_codes (id);
--> statement-breakpoint
-- The job cost counts labor burdened, so a change of the burden rates must reach its screen: the burden tables
-- (migration 0057) are now watched like every table a screen shows; change notifications carry row ids.
ALTER TABLE burden_years ADD COLUMN id serial NOT NULL UNIQUE;
--> statement-breakpoint
SELECT watch_table('burden_years', '');
--> statement-breakpoint
ALTER TABLE employee_burden ADD COLUMN id serial NOT NULL UNIQUE;
--> statement-breakpoint
SELECT watch_table('employee_burden', '');
