import type { CostCode, CostCodeSuggestion } from '../../../domain/api/job-cost';

/** The hint under Cost code while it holds the code suggested from the supplier's history. */
export const SUGGESTED_HINT = "Suggested from this supplier's past expenses";

/**
 * The code ('06') to pre-fill from a suggestion: only one from the supplier's history, and only an active code of
 * the list. A category's code is not pre-filled: "Default" already names it, and for labor or subcontractor the
 * default follows the person's trade, which the category's code would override.
 */
export function suggestedCode(suggestion: CostCodeSuggestion | undefined, codes: readonly CostCode[]): string | null {
  if (suggestion?.source !== 'supplier-history' || suggestion.costCodeId === null) return null;
  const code = codes.find((c) => c.id === suggestion.costCodeId);
  return code?.active ? code.code : null;
}

/**
 * The Cost code field after a (new) suggestion. `current` is the field ('' = Default), `auto` the code this form
 * filled in itself (null: none). A code the person chose, or the expense already had, stays; a field left at Default
 * or holding the filled-in code follows the suggestion (back to Default when there is none).
 */
export function prefilledCostCode(
  current: string,
  auto: string | null,
  suggested: string | null,
): { costCode: string; auto: string | null } {
  if (current !== '' && current !== auto) return { costCode: current, auto: null };
  return { costCode: suggested ?? '', auto: suggested };
}
