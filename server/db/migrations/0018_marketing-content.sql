-- Marketing content (issue 15): generated drafts and approved items are kept here, not only in the client, so
-- nothing is lost on reload or restart. Reject deletes a draft. photo_ids: the photos chosen for the package
-- (a deleted photo simply drops out of it).
CREATE TABLE "marketing_content" (
  "id" serial PRIMARY KEY,
  "project_id" integer NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
  "template_id" varchar(50),
  "customizations" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "content" jsonb NOT NULL,
  "photo_ids" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "status" varchar(20) NOT NULL DEFAULT 'draft' CHECK ("status" IN ('draft', 'approved')),
  "engine" jsonb NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "approved_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "marketing_content_project_idx" ON "marketing_content" ("project_id");--> statement-breakpoint
CREATE INDEX "marketing_content_created_idx" ON "marketing_content" ("created_at" DESC, "id" DESC);
