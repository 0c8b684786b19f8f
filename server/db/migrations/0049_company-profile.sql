-- What the client sees (issue 39 scope 4). The company profile itself lives in configurations (company.* keys).
-- shared_links: a shared Project Health Snapshot as the owner chose it: the figures ticked in the dialog, frozen
-- at the moment of sharing (payload holds only those), reachable signed out at /shared-snapshot/{token} until it
-- expires or is revoked. The token is 32 random bytes (base64url); a link never carries the figures itself.
CREATE TABLE "shared_links" (
  "id" serial PRIMARY KEY,
  "token" varchar(64) NOT NULL UNIQUE,
  "project_id" integer NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
  "fields" jsonb NOT NULL,
  "payload" jsonb NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "revoked_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "shared_links_project_idx" ON "shared_links" ("project_id", "created_at");--> statement-breakpoint
SELECT watch_table('shared_links', 'project_id');
