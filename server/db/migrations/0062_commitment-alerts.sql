-- Issue 42 scope 6: two alerts of committed cost, with the existing notification center. A cost code whose
-- commitments exceed its revised budget (budget line + approved change orders) by more than the threshold %, and a
-- commitment line billed above its amount by more than the threshold in dollars (the reason given is in the alert).
INSERT INTO notification_rules (rule_key, name, type, severity, threshold_value) VALUES
  ('commitment_over_budget', 'Commitments above a cost code''s budget (% over)', 'budget', 'high', 0),
  ('bill_over_commitment', 'Bills above their commitment line ($ over)', 'budget', 'medium', 0)
ON CONFLICT (rule_key) DO NOTHING;
