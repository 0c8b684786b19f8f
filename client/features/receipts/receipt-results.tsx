import { Anchor, Badge, Group, Image, NumberInput, Paper, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { type AnalyzedReceipt, REVIEW_BELOW, type ReceiptAnalysis, type ReceiptLineItem } from '../../../domain/receipts';
import { formatMoney } from '../../lib/format';
import { dollarsFromNumberInput } from '../../lib/money-input';
import { DateField } from '../../lib/ui/date-field';
import { DATE_PROPS } from '../expenses/expense-form-fields';

/** Marks a field read with low confidence until the user changes it (saving is never blocked). */
const REVIEW_NOTE = 'Read with low confidence: check it against the receipt';
const REVIEW_ORDER: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];
const reviewStyles = { input: { borderColor: 'var(--mantine-color-orange-7)', borderWidth: 2 } };

const CATEGORY_COLOR: Record<ReceiptLineItem['category'], string> = { material: 'blue', equipment: 'orange', other: 'gray' };

type ReceiptResultsProps = {
  analysis: AnalyzedReceipt;
  /** The figures the user may correct before adding the expense. */
  edited: ReceiptAnalysis;
  onEdit: (next: ReceiptAnalysis) => void;
  totalMaterialCost: number;
  disabled: boolean;
};

/** What was read from the receipt: editable supplier, date and total; the items with their categories. */
export function ReceiptResults({ analysis, edited, onEdit, totalMaterialCost, disabled }: ReceiptResultsProps) {
  const details = edited.receiptDetails;
  const review = {
    supplier: analysis.confidence.supplier < REVIEW_BELOW && edited.supplier.name === analysis.supplier.name,
    date: analysis.confidence.date < REVIEW_BELOW && details.date === analysis.receiptDetails.date,
    total: analysis.confidence.total < REVIEW_BELOW && details.totalAmount === analysis.receiptDetails.totalAmount,
  };
  const marks = (field: keyof typeof review) =>
    review[field] ? { description: REVIEW_NOTE, styles: reviewStyles, inputWrapperOrder: REVIEW_ORDER, 'data-review': 'true' } : {};
  const setDetails = (patch: Partial<ReceiptAnalysis['receiptDetails']>) => onEdit({ ...edited, receiptDetails: { ...details, ...patch } });
  return (
    <Stack gap="md" aria-label="Receipt analysis">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Anchor href={analysis.imageUrl} target="_blank" rel="noreferrer" style={{ flexShrink: 0 }} aria-label="Open receipt image">
          <Image
            src={analysis.imageUrl}
            alt="Receipt image"
            w={96}
            h={128}
            fit="cover"
            radius="sm"
            bg="var(--mantine-color-default-hover)"
          />
        </Anchor>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1 }}>
          <TextInput
            label="Supplier"
            value={edited.supplier.name}
            onChange={(e) => onEdit({ ...edited, supplier: { name: e.currentTarget.value } })}
            maxLength={255}
            disabled={disabled}
            {...marks('supplier')}
          />
          <DateField
            label="Date"
            {...DATE_PROPS}
            value={details.date}
            onChange={(v) => setDetails({ date: v || null })}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the date' }}
            disabled={disabled}
            {...marks('date')}
          />
          <NumberInput
            label="Total"
            prefix="$"
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            min={0}
            value={details.totalAmount ?? ''}
            onChange={(v) => setDetails({ totalAmount: dollarsFromNumberInput(v) })}
            error={details.totalAmount === null ? 'Enter the total from the receipt' : undefined}
            disabled={disabled}
            {...marks('total')}
          />
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              Material cost
            </Text>
            <Text size="lg" fw={600} aria-label="Material cost">
              {formatMoney(totalMaterialCost)}
            </Text>
          </Stack>
        </SimpleGrid>
      </Group>
      <Text size="xs" c="dimmed">
        {[
          details.receiptNumber ? `Receipt #${details.receiptNumber}` : null,
          details.subtotal !== null ? `Subtotal ${formatMoney(details.subtotal)}` : null,
          details.tax !== null ? `Tax ${formatMoney(details.tax)}` : null,
          `Read by OCR (${analysis.ocr.confidence}% confidence)${analysis.engine.name === 'built-in' ? '' : ` and ${analysis.engine.model ?? 'a model'}`}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {edited.lineItems.length === 0 ? (
        <Paper withBorder p="sm" radius="sm">
          <Text size="sm" c="dimmed">
            No item lines could be read; the expense will use the total.
          </Text>
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table striped verticalSpacing={6} fz="sm" aria-label="Receipt items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th ta="right">Qty</Table.Th>
                <Table.Th ta="right" visibleFrom="xs">
                  Unit
                </Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {edited.lineItems.map((item, i) => (
                <Table.Tr key={`${i}-${item.description}`}>
                  <Table.Td>{item.description}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Badge
                      variant="light"
                      color={CATEGORY_COLOR[item.category]}
                      size="xs"
                      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
                    >
                      {item.category}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{item.quantity}</Table.Td>
                  <Table.Td ta="right" visibleFrom="xs">
                    {formatMoney(item.unitPrice)}
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(item.totalPrice)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
