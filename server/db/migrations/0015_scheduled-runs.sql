-- Scheduled work (the daily backup, the daily notification check) runs once per period across every server on
-- one database: a server claims (job, period) by inserting its row; the primary key lets exactly one insert
-- win. A claim whose server died before finishing may be taken over once its lease has run out.
CREATE TABLE scheduled_runs (
  job text NOT NULL,
  period text NOT NULL,
  claimed_by text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz NOT NULL,
  finished_at timestamptz,
  error text,
  PRIMARY KEY (job, period)
);
