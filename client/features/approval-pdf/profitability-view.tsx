import { Badge, Card, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { PdfProfitabilityResult } from '../../../domain/pdf-profitability';
import { formatMoney, formatPercent } from '../../lib/format';
import { FigureTile } from '../../lib/ui/figure-tile';

const RISK_COLOR = { low: 'green', medium: 'yellow', high: 'orange', critical: 'red' } as const;
const POSITION_LABEL = { below_market: 'Below market', market_rate: 'Market rate', above_market: 'Above market' } as const;

function RiskBadge({ risk }: { risk: keyof typeof RISK_COLOR }) {
  return (
    <Badge color={RISK_COLOR[risk]} variant="light" size="sm" style={{ overflow: 'visible' }} miw="fit-content">
      {risk}
    </Badge>
  );
}

/** The PDF profitability analysis (spec part 1 §2.7, §3.2): totals, line-item analysis, recommendations, and the engine. */
export function ProfitabilityView({ analysis }: { analysis: PdfProfitabilityResult }) {
  const a = analysis;
  const marginColor = a.profitMargin < 0 ? 'red' : a.profitMargin < 10 ? 'yellow' : 'green';
  return (
    <Stack gap="md" aria-label="Profitability analysis">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={4}>Profitability Analysis{a.projectName ? `: ${a.projectName}` : ''}</Title>
        <Group gap="xs">
          <Text size="sm">Overall risk</Text>
          <RiskBadge risk={a.overallRisk} />
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <FigureTile label="Total Budget" value={formatMoney(a.totalBudget)} hint={`Estimated cost ${formatMoney(a.estimatedCost)}`} />
        <FigureTile label="Projected Profit" value={formatMoney(a.projectedProfit)} color={a.projectedProfit < 0 ? 'red' : undefined} />
        <FigureTile label="Profit Margin" value={formatPercent(a.profitMargin)} color={marginColor} />
        <FigureTile
          label="vs Florida Average"
          value={`${a.marginVariance > 0 ? '+' : ''}${formatPercent(a.marginVariance)}`}
          hint={`Florida average ${formatPercent(a.floridaAverageMargin)}`}
          color={a.marginVariance < 0 ? 'red' : 'green'}
        />
      </SimpleGrid>

      <Card withBorder padding="sm">
        <Group gap="xs" mb={4}>
          <Text fw={600} size="sm">
            Competitive Analysis
          </Text>
          <Badge variant="outline" size="sm">
            {POSITION_LABEL[a.competitiveAnalysis.pricingPosition]}
          </Badge>
        </Group>
        <List size="sm" spacing={2}>
          {a.competitiveAnalysis.adjustmentSuggestions.map((s) => (
            <List.Item key={s}>{s}</List.Item>
          ))}
        </List>
      </Card>

      {a.lineItems.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" fz="sm" aria-label="Line item analysis">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th ta="right">Qty</Table.Th>
                <Table.Th ta="right">Unit Price</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th ta="right">FL Avg</Table.Th>
                <Table.Th ta="right">Margin</Table.Th>
                <Table.Th w={96}>Risk</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {a.lineItems.map((li, i) => (
                <Table.Tr key={`${li.item}-${i}`}>
                  <Table.Td>
                    <Text size="sm">{li.item}</Text>
                    <Text size="xs" c="dimmed">
                      {li.category} · target {formatPercent(li.profitMarginRecommendation)} · {li.recommendations[0]}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {li.quantity === null ? '—' : `${li.quantity}${li.unit ? ` ${li.unit}` : ''}`}
                  </Table.Td>
                  <Table.Td ta="right">{li.unitPrice === null ? '—' : formatMoney(li.unitPrice)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(li.totalPrice)}</Table.Td>
                  <Table.Td ta="right">{li.floridaAveragePrice === null ? '—' : formatMoney(li.floridaAveragePrice)}</Table.Td>
                  <Table.Td ta="right">{formatPercent(li.currentMargin)}</Table.Td>
                  <Table.Td>
                    <RiskBadge risk={li.riskLevel} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed">
          The document lists no priced line items; the analysis uses its total.
        </Text>
      )}

      <div>
        <Text fw={600} size="sm" mb={4}>
          Recommendations
        </Text>
        <List size="sm" spacing={4}>
          {a.recommendations.map((r) => (
            <List.Item key={r}>{r}</List.Item>
          ))}
        </List>
      </div>

      <Text size="xs" c="dimmed">
        Engine:{' '}
        {a.engine.name === 'built-in'
          ? 'built-in (Florida reference prices and cost ratios)'
          : `${a.engine.name}${a.engine.model ? ` · ${a.engine.model}` : ''}`}
        {a.engine.fallbackReason ? ` — model not used: ${a.engine.fallbackReason}` : ''}. {a.assumptions[0]}
      </Text>
    </Stack>
  );
}
