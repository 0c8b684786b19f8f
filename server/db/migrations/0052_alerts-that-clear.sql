-- Issue 39 scope 5: alerts that fire and clear. An open alert whose cause is gone is resolved by the next check
-- (acknowledged, with resolved_at set, so a cause that returns raises it again at once), and three rules join the
-- five of migration 0011: a job projected to cost more than its contract, wages in a paid week that no payment
-- covers, and a 1099 payee paid over the threshold without a W-9 and TIN on file.
ALTER TABLE notifications ADD COLUMN resolved_at timestamptz;
--> statement-breakpoint
INSERT INTO notification_rules (rule_key, name, type, severity, threshold_value) VALUES
  ('projected_overrun', 'Projected cost overrun (% over the contract value)', 'performance', 'high', 0),
  ('unpaid_wages', 'Wages in a paid week that no payment covers ($)', 'other', 'high', 0),
  ('w9_missing', 'Payee without W-9 and TIN paid this year ($)', 'other', 'high', 2000)
ON CONFLICT (rule_key) DO NOTHING;
