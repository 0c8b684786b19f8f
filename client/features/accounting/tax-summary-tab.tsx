import { Group, NumberInput, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { AccountingOverview } from '../../../domain/accounting';
import { basisName } from '../../../domain/accounting-revenue';
import { DEFAULT_TAX_RATE, estimateTaxes } from '../../../domain/accounting-tax';
import { centsToDollars, dollarsToCents } from '../../../domain/money';
import { formatMoney } from '../../lib/format';
import { FigureTile } from '../../lib/ui/figure-tile';

type TaxSummaryTabProps = { overview: AccountingOverview; actions?: (rate: number) => ReactNode };

/** Tax Summary tab: the four deductions and their sum, and the estimated quarterly taxes at a rate the owner can change. */
export function TaxSummaryTab({ overview, actions }: TaxSummaryTabProps) {
  const [rate, setRate] = useState<number>(DEFAULT_TAX_RATE);
  const t = overview.taxSummary;
  const estimate = estimateTaxes(dollarsToCents(overview.yearlyOverview.totalRevenue), dollarsToCents(t.totalDeductions), rate);
  const lines: [string, number][] = [
    ['Business expenses', t.deductibleExpenses],
    ['Equipment depreciation', t.equipmentDepreciation],
    ['Vehicle and fuel (gas and fuel)', t.businessMileage],
    ['Utilities and other costs', t.officeExpenses],
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Deductions
        </Title>
        <Table>
          <Table.Tbody>
            {lines.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Td>{label}</Table.Td>
                <Table.Td ta="right">{formatMoney(value)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Td>Total deductions</Table.Td>
              <Table.Td ta="right">{formatMoney(t.totalDeductions)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed" mt="xs">
          Meals count at 50 %; equipment is expensed in the year it was bought.
        </Text>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Estimated quarterly taxes ({basisName(overview.revenueMethod)})
          </Title>
          <Text size="xs" c="dimmed">
            Taxable income is revenue on the {overview.revenueBasis.toLowerCase()} basis less the deductions.
          </Text>
          <NumberInput
            label="Estimated tax rate (%)"
            description="Federal income plus self-employment tax; ask your accountant for your rate"
            value={rate}
            onChange={(v) => setRate(typeof v === 'number' && v >= 0 && v <= 100 ? Math.round(v * 100) / 100 : DEFAULT_TAX_RATE)}
            min={0}
            max={100}
            decimalScale={2}
            suffix=" %"
            maw={260}
          />
          <SimpleGrid cols={2} spacing="sm">
            <FigureTile
              label={`Taxable income (${basisName(overview.revenueMethod)})`}
              value={formatMoney(centsToDollars(estimate.taxableIncome))}
            />
            <FigureTile label={`Year at ${rate} %`} value={formatMoney(centsToDollars(estimate.estimatedTaxes))} />
          </SimpleGrid>
          <FigureTile
            label="Each quarterly payment"
            value={formatMoney(centsToDollars(estimate.quarterlyEstimate))}
            hint={`Rate used: ${rate} % · due Apr 15, Jun 15, Sep 15, Jan 15`}
            color="blue"
          />
          {actions && <Group gap="sm">{actions(rate)}</Group>}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
