import { Alert, Anchor, List, Select, Text } from '@mantine/core';
import { IconAlertTriangle, IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ItemsCheck, ReceiptDuplicate, SuggestedCategory } from '../../../domain/receipt-checks';
import type { ReceiptSplitCategory } from '../../../domain/receipt-split';
import { formatDate, formatMoney } from '../../lib/format';
import { CATEGORY_OPTIONS, isSplitCategory } from './receipt-split';

const SOURCE_TEXT: Record<SuggestedCategory['source'], string> = {
  'supplier history': "Suggested from the supplier's past expenses",
  items: 'Suggested from the item lines',
  default: 'No suggestion: choose one',
};

/**
 * The expense's category, chosen before saving: the suggestion is preselected and says where it comes from
 * (the supplier's history, the item lines, or nothing to go on). Issue 39 scope 3.
 */
export function ReceiptCategory({
  suggested,
  value,
  onChange,
  disabled,
}: {
  suggested: SuggestedCategory;
  value: ReceiptSplitCategory;
  onChange: (c: ReceiptSplitCategory) => void;
  disabled: boolean;
}) {
  const chosen = value !== suggested.category;
  return (
    <Select
      label="Category"
      data={CATEGORY_OPTIONS}
      value={value}
      onChange={(v) => isSplitCategory(v) && onChange(v)}
      allowDeselect={false}
      disabled={disabled}
      description={chosen ? 'Chosen by you' : `${SOURCE_TEXT[suggested.source]}. ${suggested.note}`}
      comboboxProps={{ withinPortal: true }}
      w={{ base: '100%', xs: 320 }}
    />
  );
}

const REASON_TEXT: Record<ReceiptDuplicate['reason'], string> = {
  'same-image': 'the same photo',
  'same-supplier-date-total': 'same supplier, date and total',
};

/** Expenses this receipt may already be: a warning with a link to each (saving stays possible). */
export function ReceiptDuplicates({ duplicates }: { duplicates: ReceiptDuplicate[] }) {
  if (duplicates.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconCopy size={18} />} title="This receipt may already be in the books" role="status">
      <List size="sm" spacing={4}>
        {duplicates.map((d) => (
          <List.Item key={d.expenseId}>
            {formatMoney(d.amount)} on {formatDate(d.date)}
            {d.supplier ? ` from ${d.supplier}` : ''},{' '}
            <Anchor component={Link} to={`/projects/${d.projectId}?tab=costs`} size="sm" c="inherit" underline="always" fw={600}>
              {d.projectName}
            </Anchor>{' '}
            ({REASON_TEXT[d.reason]})
          </List.Item>
        ))}
      </List>
      <Text size="xs" mt={6}>
        Add it anyway only if it is a different purchase.
      </Text>
    </Alert>
  );
}

/** The item lines do not add up to the printed figure: say by how much, so the total or the items are checked. */
export function ReceiptItemsCheck({ check }: { check: ItemsCheck | null }) {
  if (!check || check.matches) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="The items do not add up" role="status">
      The item lines add up to {formatMoney(check.itemsTotal)}; the receipt's {check.comparedWith} is {formatMoney(check.subtotal)} (
      {check.difference > 0 ? `${formatMoney(check.difference)} more` : `${formatMoney(-check.difference)} less`}). Check the total or the
      items against the receipt.
    </Alert>
  );
}
