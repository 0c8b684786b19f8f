import { ActionIcon, Button, Fieldset, Grid, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { EXPENSE_CATEGORY_LABELS } from '../../../domain/expenses';
import { centsToDollars, formatUsd } from '../../../domain/money';
import {
  MAX_SPLIT_PARTS,
  MIN_SPLIT_PARTS,
  RECEIPT_SPLIT_CATEGORIES,
  type ReceiptSplitCategory,
  type SplitDraft,
  splitProblem,
  splitRemainderCents,
} from '../../../domain/receipt-split';
import { dollarsFromNumberInput } from '../../lib/money-input';

/** One part as the screen holds it; key stays with the part when another is removed. */
export type SplitRow = SplitDraft & { key: number };

export const CATEGORY_OPTIONS = RECEIPT_SPLIT_CATEGORIES.map((value) => ({ value, label: EXPENSE_CATEGORY_LABELS[value] }));
export const isSplitCategory = (v: string | null): v is ReceiptSplitCategory =>
  (RECEIPT_SPLIT_CATEGORIES as readonly string[]).includes(v ?? '');

/** The two parts a split starts with: both on the receipt's project and category, amounts left to the user. */
export function startSplit(projectId: number | null, category: ReceiptSplitCategory): SplitRow[] {
  return [0, 1].map((key) => ({ key, projectId, category, amount: null }));
}

/** The parts as the split API takes them, or null while they cannot be saved (splitProblem says why). */
export function splitsToSave(total: number | null, rows: readonly SplitRow[]) {
  if (splitProblem(total, rows) !== null) return null;
  return rows.map((r) => ({ projectId: r.projectId as number, category: r.category ?? undefined, amount: r.amount as number }));
}

type ReceiptSplitPartsProps = {
  /** The receipt total in dollars as the user has it now (null while blank). */
  total: number | null;
  rows: SplitRow[];
  onChange: (rows: SplitRow[]) => void;
  projectOptions: { value: string; label: string }[];
  disabled: boolean;
  /** id of the line that says why the split cannot be saved yet (the Save button points at it). */
  problemId: string;
};

/**
 * The parts one receipt is split into (project, category, amount each). What is left of the total to assign is
 * shown as the user types; while the parts do not add up to the total to the cent, a line says so.
 */
export function ReceiptSplitParts({ total, rows, onChange, projectOptions, disabled, problemId }: ReceiptSplitPartsProps) {
  const update = (key: number, patch: Partial<SplitDraft>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  // A new part starts on the first part's project and category, the usual case being one more share of the same job.
  const add = () => onChange([...rows, { ...rows[0], key: Math.max(...rows.map((r) => r.key)) + 1, amount: null }]);
  const left =
    total === null
      ? null
      : centsToDollars(
          splitRemainderCents(
            total,
            rows.map((r) => r.amount),
          ),
        );
  const problem = splitProblem(total, rows);
  return (
    <Stack gap="sm">
      {rows.map((row, i) => (
        <Fieldset key={row.key} legend={`Part ${i + 1}`} p="sm" disabled={disabled}>
          <Grid gap="xs" align="flex-end">
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <Select
                label="Project"
                placeholder="Select a project"
                data={projectOptions}
                value={row.projectId === null ? null : String(row.projectId)}
                onChange={(v) => update(row.key, { projectId: v ? Number(v) : null })}
                searchable
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 5, sm: 3 }}>
              <Select
                label="Category"
                data={CATEGORY_OPTIONS}
                value={row.category}
                onChange={(v) => update(row.key, { category: isSplitCategory(v) ? v : null })}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 5, sm: 3 }}>
              <NumberInput
                label="Amount"
                prefix="$"
                decimalScale={2}
                fixedDecimalScale
                thousandSeparator=","
                min={0}
                value={row.amount ?? ''}
                onChange={(v) => update(row.key, { amount: dollarsFromNumberInput(v) })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 2, sm: 1 }}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="input-sm"
                aria-label={`Remove part ${i + 1}`}
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                disabled={disabled || rows.length <= MIN_SPLIT_PARTS}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Grid.Col>
          </Grid>
        </Fieldset>
      ))}
      <Group justify="space-between" gap="sm">
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add} disabled={disabled || rows.length >= MAX_SPLIT_PARTS}>
          Add part
        </Button>
        {left !== null && <Text fw={600}>{left < 0 ? `Over the total by ${formatUsd(-left)}` : `Left to assign ${formatUsd(left)}`}</Text>}
      </Group>
      {problem ? (
        <Text id={problemId} size="sm" c="red" role="status">
          {problem}
        </Text>
      ) : (
        <Group id={problemId} gap={6} c="teal" role="status" wrap="nowrap" align="flex-start">
          <IconCircleCheck size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" inherit>
            The parts add up to the receipt total of {formatUsd(total ?? 0)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
