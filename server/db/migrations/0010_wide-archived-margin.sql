-- An archived profit margin can be far below -99,999.99 % (a $1 budget with $5,000 of costs is -499,900 %):
-- numeric(7,2) made completing such a project fail with a 500. numeric(20,2) holds any margin the budgets and
-- totals can produce.
ALTER TABLE completed_projects ALTER COLUMN profit_margin TYPE numeric(20, 2);
