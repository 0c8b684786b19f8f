-- Issue 42 scope 6: a cost code of a job whose projected cost (the job cost's estimate at completion) is above its
-- revised budget (budget line + approved change orders) by more than the threshold %; Unassigned is left out.
INSERT INTO notification_rules (rule_key, name, type, severity, threshold_value) VALUES
  ('cost_code_overrun', 'Cost code projected over its budget (% over)', 'budget', 'high', 10)
ON CONFLICT (rule_key) DO NOTHING;
