/** A job-cost line as the API answers it (the figures the tests read). */
export type Line = {
  costCode: string;
  name: string;
  revisedBudget: number;
  committed: number;
  actual: number;
  openCommitments: number;
  estimateToComplete: number;
  estimateAtCompletion: number;
  projectedOverUnder: number;
  laborAtWage: number;
  laborBurden: number;
};

/** The line of a cost code in a job-cost answer; throws naming the codes there when it is missing. */
export function line(lines: Line[], code: string): Line {
  const l = lines.find((x) => x.costCode === code);
  if (!l) throw new Error(`no line ${code} in ${lines.map((x) => x.costCode).join(', ')}`);
  return l;
}
