-- Issue 44 scope 5: reminders in the notification center. A payee's certificate of insurance (the latest of each kind,
-- migration 0060) expiring within the threshold in days, or expired; a lien waiver to collect (migration 0063) still
-- requested the threshold in days after its payment. A payee paid this year without a W-9 is the existing w9_missing
-- rule (migration 0052), which a W-9 recorded on the payee clears.
INSERT INTO notification_rules (rule_key, name, type, severity, threshold_value) VALUES
  ('certificate_expiring', 'Certificate of insurance expiring (days ahead)', 'other', 'high', 30),
  ('waiver_overdue', 'Lien waiver not received (days after payment)', 'other', 'medium', 14)
ON CONFLICT (rule_key) DO NOTHING;
