-- Project health history and the notification center (issue 14).
-- health_readings: one row per active project per day, written by the server when the day's first health request
-- or the daily check finds none (INSERT … ON CONFLICT DO NOTHING, so concurrent requests write one row); trends
-- compare today's figures with the latest earlier day. Not watched: past days never change.
CREATE TABLE health_readings (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  day date NOT NULL,
  overall_health numeric(5,1) NOT NULL,
  budget_health numeric(5,1) NOT NULL,
  timeline_health numeric(5,1) NOT NULL,
  quality_score numeric(5,1) NOT NULL,
  completion_percentage numeric(5,1) NOT NULL,
  timeline_overrun numeric(12,1) NOT NULL,
  risk_level varchar(10) NOT NULL,
  spent numeric(14,2) NOT NULL,
  expected_spend numeric(14,2) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, day)
);
--> statement-breakpoint
CREATE INDEX health_readings_day_idx ON health_readings (day);
--> statement-breakpoint
-- Rules are rows with a stable key; their thresholds and switches are edited in the Notification Center.
ALTER TABLE notification_rules ADD COLUMN rule_key varchar(40);
--> statement-breakpoint
CREATE UNIQUE INDEX notification_rules_key_uq ON notification_rules (rule_key);
--> statement-breakpoint
INSERT INTO notification_rules (rule_key, name, type, severity, threshold_value) VALUES
  ('budget_used', 'Budget used (% of budget spent)', 'budget', 'high', 90),
  ('timeline_overrun', 'Timeline overrun (% past planned days)', 'timeline', 'high', 10),
  ('margin_below', 'Profit margin below (%)', 'performance', 'medium', 10),
  ('insurance_expiring', 'Subcontractor insurance expiring (days)', 'other', 'high', 30),
  ('photos_missing', 'Required photos missing (days after start)', 'other', 'low', 7)
ON CONFLICT (rule_key) DO NOTHING;
--> statement-breakpoint
-- subject_key names what an alert is about ('budget_used:12', 'insurance_expiring:12:5'): at most one open
-- (unacknowledged) alert per subject, so concurrent checks insert it once (ON CONFLICT DO NOTHING).
ALTER TABLE notifications ADD COLUMN rule_key varchar(40), ADD COLUMN subject_key varchar(80);
--> statement-breakpoint
CREATE UNIQUE INDEX notifications_open_subject_uq ON notifications (subject_key) WHERE NOT acknowledged;
--> statement-breakpoint
-- Server-side secrets (the snapshot signing key): never sent to a client, not watched.
CREATE TABLE server_secrets (
  name varchar(50) PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
