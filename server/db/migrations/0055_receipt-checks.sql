-- Issue 39 scope 3: duplicate warnings. The SHA-256 of each receipt image's bytes (hex), so the same photo
-- uploaded again is found before it becomes a second expense; receipts stored before this have none and are
-- never matched by it.
ALTER TABLE receipts ADD COLUMN image_sha256 char(64);
--> statement-breakpoint
CREATE INDEX receipts_image_sha256_idx ON receipts (image_sha256);
--> statement-breakpoint
-- The expenses made from those receipts, and (the other duplicate) an expense of the same supplier, date and
-- total: the supplier's expenses by date.
CREATE INDEX expenses_receipt_idx ON expenses (receipt_id);
--> statement-breakpoint
CREATE INDEX expenses_supplier_date_idx ON expenses (supplier_id, date);
--> statement-breakpoint
-- Approval PDFs are read and not kept; this keeps only the SHA-256 of each one read for a project's fields, when
-- it was first read and under what name, and the project it became (set when the project form is saved with
-- it), so the same PDF read again is named before it makes a second project. The server's own memory, shown on
-- no screen but in that warning: no change triggers.
CREATE TABLE approval_pdf_uploads (
  id serial PRIMARY KEY,
  sha256 char(64) NOT NULL UNIQUE,
  original_name text NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  project_id integer REFERENCES projects (id) ON DELETE SET NULL
);
