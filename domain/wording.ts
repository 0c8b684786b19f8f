/** A count with its noun in the right number: "1 project", "2 projects", "1,204 expenses". */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? singular : plural}`;
}
