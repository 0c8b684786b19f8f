-- Issue 39 scope 3: gas and fuel book to "Vehicle & Fuel" and 'other' to "Other costs" (they went to Equipment and
-- Utilities). Two cost accounts join the chart; a number or name the owner already uses elsewhere gets a suffix, so
-- the chart's unique number and name never refuse the migration (the owner renames them in Settings).
INSERT INTO ledger_accounts (key, number, name, type)
SELECT 'vehicle',
  CASE WHEN EXISTS (SELECT 1 FROM ledger_accounts WHERE number = '5600') THEN '5600-VF' ELSE '5600' END,
  CASE WHEN EXISTS (SELECT 1 FROM ledger_accounts WHERE name = 'Vehicle & Fuel') THEN 'Vehicle & Fuel (costs)' ELSE 'Vehicle & Fuel' END,
  'expense'
ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
INSERT INTO ledger_accounts (key, number, name, type)
SELECT 'other',
  CASE WHEN EXISTS (SELECT 1 FROM ledger_accounts WHERE number = '5700') THEN '5700-OC' ELSE '5700' END,
  CASE WHEN EXISTS (SELECT 1 FROM ledger_accounts WHERE name = 'Other costs') THEN 'Other costs (job)' ELSE 'Other costs' END,
  'expense'
ON CONFLICT (key) DO NOTHING;
