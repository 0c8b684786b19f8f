-- Social media manager (issue 15 part 3). Accounts say how their posts leave Plumbline (the in-app outbox or the
-- configured webhook); followers is null unless a real figure is stored (nothing reads it from the platforms, so
-- the old default 0 was not a figure). Posts get their project, the engine that wrote them, and what happened
-- when they were due. A server claims a due post atomically (status 'publishing', claimed_by, lease_until); a
-- claim whose server died is taken over after the lease, so a restart neither loses nor doubles a post.
ALTER TABLE social_accounts ADD COLUMN publish_via varchar(20) NOT NULL DEFAULT 'outbox' CHECK (publish_via IN ('outbox', 'webhook'));--> statement-breakpoint
ALTER TABLE social_accounts ALTER COLUMN followers DROP NOT NULL;--> statement-breakpoint
ALTER TABLE social_accounts ALTER COLUMN followers DROP DEFAULT;--> statement-breakpoint
UPDATE social_accounts SET followers = NULL WHERE followers = 0;--> statement-breakpoint
ALTER TABLE scheduled_posts
  ADD COLUMN project_id integer REFERENCES projects(id) ON DELETE SET NULL,
  ADD COLUMN engine jsonb,
  ADD COLUMN claimed_by text,
  ADD COLUMN lease_until timestamptz,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN published_at timestamptz,
  ADD COLUMN published_via varchar(20),
  ADD COLUMN external_id text,
  ADD COLUMN error text,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();--> statement-breakpoint
UPDATE scheduled_posts SET status = 'published', published_at = coalesce(published_at, scheduled_for) WHERE status = 'posted';--> statement-breakpoint
UPDATE scheduled_posts SET error = 'Status "' || status || '" from before this version', status = 'failed'
  WHERE status NOT IN ('draft', 'scheduled', 'publishing', 'published', 'failed');--> statement-breakpoint
ALTER TABLE scheduled_posts ADD CONSTRAINT scheduled_posts_status_check
  CHECK (status IN ('draft', 'scheduled', 'publishing', 'published', 'failed'));--> statement-breakpoint
ALTER TABLE scheduled_posts ADD CONSTRAINT scheduled_posts_via_check CHECK (published_via IN ('outbox', 'webhook'));--> statement-breakpoint
CREATE INDEX scheduled_posts_due_idx ON scheduled_posts (scheduled_for) WHERE status IN ('scheduled', 'publishing');
