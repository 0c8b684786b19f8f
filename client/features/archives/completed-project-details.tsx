import { Badge, Divider, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CompletedProject } from '../../../domain/lifecycle';
import { formatDate, formatMoney, formatPercent } from '../../lib/format';
import { PHONE_QUERY } from '../../lib/ui/form-modal';
import { CompletionAnalysisView } from '../lifecycle/completion-analysis-view';
import { PERFORMANCE_COLOR } from './completed-project-card';
import { CustomerRating } from './customer-rating';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** The completed archive's details dialog: address, dates, final figures, notes and the stored completion analysis. */
export function CompletedProjectDetails({ project, onClose }: { project: CompletedProject | null; onClose: () => void }) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const p = project;
  const address = p ? [p.streetAddress, p.city, p.state, p.zipCode].filter(Boolean).join(', ') : '';
  return (
    <Modal opened={p !== null} onClose={onClose} title={p?.name ?? 'Project details'} size="xl" fullScreen={isPhone}>
      {p && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge color={PERFORMANCE_COLOR[p.performance]}>{p.performance}</Badge>
            <CustomerRating rating={p.customerRating} />
          </Group>
          {p.description && <Text size="sm">{p.description}</Text>}
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Row label="Location" value={address || p.location} />
            <Row label="Start date" value={formatDate(p.startDate)} />
            <Row label="Finished" value={formatDate(p.actualFinishDate)} />
            <Row label="Estimated / actual days" value={`${p.estimatedDays ?? '—'} / ${p.actualDays ?? '—'}`} />
            <Row label="Budget" value={formatMoney(p.budget)} />
            <Row label="Final cost" value={formatMoney(p.finalCost)} />
            <Row label="Profit" value={formatMoney(p.profit)} />
            <Row label="Margin" value={formatPercent(p.profitMargin, 2)} />
          </SimpleGrid>
          <div>
            <Title order={3} size="h5" mb={4}>
              Final notes
            </Title>
            <Text size="sm" c={p.finalNotes ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
              {p.finalNotes ?? 'No final notes were recorded.'}
            </Text>
          </div>
          <Divider label="Completion analysis" labelPosition="left" />
          {p.aiAnalysis ? (
            <CompletionAnalysisView analysis={p.aiAnalysis} />
          ) : (
            <Text size="sm" c="dimmed">
              This project was marked completed without the Complete action, so no completion analysis was made.
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
