// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the mutants quote SQL template text as it is written in the services
/**
 * npm run mutation:sql — hand-written mutants of the rules that live in SQL text, which StrykerJS cannot
 * mutate (it only replaces a whole template literal). Each mutant is a one-token change of a rule from
 * docs/product/rules.md; it is applied to the file, the API tests that guard the rule run on PGlite (and PostgreSQL when
 * TEST_DATABASE_URL is set), and the file is restored. A mutant the tests do not fail on "survived".
 * Not part of npm test: every run starts the test servers again (minutes on a loaded machine).
 *
 *   npx tsx scripts/sql-mutants.ts [name-filter]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Mutant = { name: string; file: string; from: string; to: string; tests: string[] };

const payrollTests = ['server/features/payroll/payroll-week-boundaries.test.ts'];
const dashboardTests = ['server/features/dashboard/dashboard-risk-boundaries.test.ts', 'server/features/dashboard/dashboard.test.ts'];
const projectTests = ['server/features/projects/project-rules-boundaries.test.ts'];
/** The SQL twins of the domain rules (server/db/rule-fragments.ts) and their parity test against domain/. */
const fragments = 'server/db/rule-fragments.ts';
const parityTests = 'server/db/rule-fragments.test.ts';
const laborParityTests = 'server/db/rule-fragments-labor.test.ts';
const riskTests = [...dashboardTests, parityTests];

export const MUTANTS: Mutant[] = [
  {
    name: 'weekly payroll: pending advance dated Saturday left out (<= → <)',
    file: 'server/features/payroll/service.ts',
    from: "a.status = 'pending' AND a.advance_date <= ${end}::date",
    to: "a.status = 'pending' AND a.advance_date < ${end}::date",
    tests: payrollTests,
  },
  {
    name: 'weekly payroll: work records end on Friday (BETWEEN start AND end - 1)',
    file: 'server/features/payroll/service.ts',
    from: 'WHERE t.date BETWEEN ${start}::date AND ${end}::date',
    to: 'WHERE t.date BETWEEN ${start}::date AND (${end}::date - 1)',
    tests: payrollTests,
  },
  {
    name: 'pay stub: pending advance dated Saturday left out (<= → <)',
    file: 'server/features/payroll/paystub.ts',
    from: "status = 'pending' AND advance_date <= ${end}::date",
    to: "status = 'pending' AND advance_date < ${end}::date",
    tests: payrollTests,
  },
  {
    name: 'pay-week: pending advance dated Saturday not deducted (<= → <)',
    file: 'server/features/payroll/pay-week.ts',
    from: "WHERE status = 'pending' AND advance_date <= ${end}::date",
    to: "WHERE status = 'pending' AND advance_date < ${end}::date",
    tests: payrollTests,
  },
  {
    name: 'at risk: zero budget with spending not at risk (clause dropped)',
    file: fragments,
    from: ' OR (${budget} <= 0 AND ${spent} > 0))`;',
    to: ')`;',
    tests: riskTests,
  },
  {
    name: 'at risk: timeline overrun of exactly 100 % high (> → >=)',
    file: fragments,
    from: "${overrunPercent} > 100 THEN 'high'",
    to: "${overrunPercent} >= 100 THEN 'high'",
    tests: riskTests,
  },
  {
    name: 'at risk: exactly 90 % (and 60 %) of the budget spent counts (> → >=)',
    file: fragments,
    from: '${spent} * 100 > ${budget}',
    to: '${spent} * 100 >= ${budget}',
    tests: riskTests,
  },
  {
    name: 'planned days: span exclusive of the end day (+ 1 dropped)',
    file: fragments,
    from: '${p.endDate} - ${p.startDate} + 1 END',
    to: '${p.endDate} - ${p.startDate} END',
    tests: riskTests,
  },
  {
    name: 'planned days: given estimated days ignored (span always)',
    file: fragments,
    from: 'WHEN ${p.estimatedDays} > 0 THEN',
    to: 'WHEN false THEN',
    tests: riskTests,
  },
  {
    name: 'planned days: a negative estimate used as planned days (> 0 → <> 0)',
    file: fragments,
    from: 'WHEN ${p.estimatedDays} > 0 THEN',
    to: 'WHEN ${p.estimatedDays} <> 0 THEN',
    tests: [parityTests],
  },
  {
    name: 'labor_pay(): truncated instead of rounded per record',
    file: 'server/db/migrations/0001_cost-totals.sql',
    from: 'SELECT round(CASE WHEN entry_type',
    to: 'SELECT trunc(CASE WHEN entry_type',
    tests: [...projectTests, laborParityTests],
  },
  {
    name: 'profit margin: truncated instead of rounded',
    file: fragments,
    from: 'ELSE round((${budget} - ${expenses}) / ${budget} * 100, 2)',
    to: 'ELSE trunc((${budget} - ${expenses}) / ${budget} * 100, 2)',
    tests: [...projectTests, parityTests],
  },
  {
    name: 'cost bucket: material expenses counted as other',
    file: fragments,
    from: "WHEN 'material' THEN 'material'",
    to: "WHEN 'material' THEN 'other'",
    tests: [parityTests],
  },
];

type Outcome = 'killed' | 'survived' | 'error';

/** Runs the tests; 'killed' only when a test itself failed (a timed-out hook or a crash is 'error'). */
function runTests(tests: string[]): Outcome {
  const out = path.join(os.tmpdir(), `sql-mutants-${process.pid}.json`);
  // SQL_MUTANTS_VITEST_CONFIG: another Vitest config (e.g. longer hook timeouts on a loaded machine).
  const config = process.env.SQL_MUTANTS_VITEST_CONFIG;
  const select = config ? ['--config', config] : ['--project', 'api'];
  const r = spawnSync('npx', ['vitest', 'run', ...select, '--reporter=json', `--outputFile=${out}`, ...tests], { stdio: 'ignore' });
  const report = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, 'utf8')) as VitestJson) : null;
  fs.rmSync(out, { force: true });
  const states = report?.testResults.flatMap((f) => f.assertionResults.map((a) => a.status)) ?? [];
  if (states.includes('failed')) return 'killed';
  return r.status === 0 && states.length > 0 && states.every((s) => s === 'passed') ? 'survived' : 'error';
}
type VitestJson = { testResults: { assertionResults: { status: string }[] }[] };

function run(m: Mutant): Outcome {
  const original = fs.readFileSync(m.file, 'utf8');
  const count = original.split(m.from).length - 1;
  if (count !== 1) throw new Error(`${m.name}: expected the text once in ${m.file}, found it ${count} times`);
  const restore = () => fs.writeFileSync(m.file, original);
  const onSignal = () => {
    restore();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  try {
    fs.writeFileSync(m.file, original.replace(m.from, m.to));
    return runTests(m.tests);
  } finally {
    restore();
    process.off('SIGINT', onSignal);
  }
}

const filter = process.argv[2] ?? '';
const chosen = MUTANTS.filter((m) => m.name.includes(filter));
const baseline = runTests([...new Set(chosen.flatMap((m) => m.tests))]);
if (baseline !== 'survived') {
  console.error('The guarding tests do not pass unmutated (or did not run); fix that first.');
  process.exit(2);
}
const counts: Record<Outcome, number> = { killed: 0, survived: 0, error: 0 };
for (const m of chosen) {
  const result = run(m);
  counts[result]++;
  console.log(`${{ killed: 'killed  ', survived: 'SURVIVED', error: 'ERROR   ' }[result]}  ${m.name}`);
}
const decided = counts.killed + counts.survived;
console.log(
  `\n${counts.killed} of ${chosen.length} SQL mutants killed, ${counts.survived} survived, ${counts.error} inconclusive (tests did not run to the end)` +
    (decided ? `; score ${((counts.killed / decided) * 100).toFixed(0)} %` : ''),
);
process.exitCode = counts.survived === 0 && counts.error === 0 ? 0 : 1;
