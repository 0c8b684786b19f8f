import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CostCode } from '../../../domain/api/job-cost';
import { jobCostQueries } from '../job-cost/job-cost-queries';
import { prefilledCostCode, SUGGESTED_HINT, suggestedCode } from './cost-code-suggestion';
import type { ExpenseFormValues } from './expense-form-values';
import { NONE } from './expense-options';

/**
 * Pre-fills the expense's Cost code from the supplier's history (GET /api/cost-codes/suggestion) once the person
 * chooses a supplier (or changes the category with one chosen), until he picks a code himself; not for a bill against
 * a commitment line (the line's code applies). Opening an expense to edit changes nothing until its supplier changes.
 */
export function useCostCodeSuggestion(form: UseFormReturnType<ExpenseFormValues>, codes: readonly CostCode[] | undefined) {
  const { supplierId, category, commitmentLineId, costCode } = form.values;
  const openedWith = useRef(supplierId);
  const [auto, setAuto] = useState<string | null>(null);
  const [picked, setPicked] = useState(false);
  const supplier = supplierId && supplierId !== NONE ? Number(supplierId) : null;
  const asking = !picked && commitmentLineId === NONE && supplier !== null && supplierId !== openedWith.current;
  const suggestion = useQuery({ ...jobCostQueries.costCodeSuggestion(supplier, category), enabled: asking && codes !== undefined });
  const suggested = asking && suggestion.data ? suggestedCode(suggestion.data, codes ?? []) : null;
  const waiting = asking && !suggestion.isSuccess && !suggestion.isError;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the suggestion only, not every keystroke of the form
  useEffect(() => {
    if (picked || waiting) return;
    const next = prefilledCostCode(form.getValues().costCode, auto, suggested);
    if (next.costCode !== form.getValues().costCode) form.setFieldValue('costCode', next.costCode);
    if (next.auto !== auto) setAuto(next.auto);
  }, [picked, waiting, suggested]);
  return {
    /** "Suggested from this supplier's past expenses" while the field holds the filled-in code. */
    hint: auto !== null && costCode === auto ? SUGGESTED_HINT : undefined,
    /** The person chose a code (Default included): no more pre-filling in this form. */
    onPick: () => setPicked(true),
  };
}
