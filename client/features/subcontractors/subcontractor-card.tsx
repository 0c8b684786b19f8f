import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCertificate, IconFileCertificate, IconShieldCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { maskTin } from '../../../domain/accounting-1099';
import { todayIso } from '../../../domain/dates';
import type { Subcontractor } from '../../../domain/people';
import { formatDate } from '../../lib/format';
import { ContactLinks } from '../../lib/ui/contact-links';
import { RecordActions } from '../../lib/ui/record-actions';
import { PayeePapers } from '../compliance/payee-papers';
import { insuranceStatus } from './insurance-status';

type SubcontractorCardProps = {
  subcontractor: Subcontractor;
  onEdit: (subcontractor: Subcontractor) => void;
  onDelete: (subcontractor: Subcontractor) => void;
  deleting: boolean;
  today?: string;
};

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

const ICON = { size: 16, 'aria-hidden': true, style: { flexShrink: 0 }, color: 'var(--mantine-color-dimmed)' } as const;

/** One subcontractor: company and specialty, license, insurance expiry with a warning badge, contact, Active. */
export function SubcontractorCard({ subcontractor: s, onEdit, onDelete, deleting, today = todayIso() }: SubcontractorCardProps) {
  const insurance = insuranceStatus(s.insuranceExpiry, today);
  const [papers, setPapers] = useState(false);
  const isMobile = useMediaQuery('(max-width: 48em)');
  return (
    <Card component="article" aria-label={s.name}>
      <Stack gap="sm" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {s.name}
            </Title>
            {s.company && (
              <Text size="sm" c="dimmed" truncate="end">
                {s.company}
              </Text>
            )}
          </div>
          <RecordActions name={s.name} onEdit={() => onEdit(s)} onDelete={() => onDelete(s)} deleting={deleting} />
        </Group>

        <div>
          <Badge variant="light" color="indigo" tt="none" maw="100%">
            {s.specialty}
          </Badge>
        </div>

        <Stack gap={4}>
          <Line icon={<IconCertificate {...ICON} />}>{s.licenseNumber ? `License ${s.licenseNumber}` : 'No license number'}</Line>
          <Group gap={6} wrap="wrap">
            <Line icon={<IconShieldCheck {...ICON} />}>
              {s.insuranceExpiry ? `Insurance expires ${formatDate(s.insuranceExpiry)}` : 'Insurance expiry not recorded'}
            </Line>
            {insurance && (
              <Badge color={insurance.color} variant={insurance.color === 'red' ? 'filled' : 'light'}>
                {insurance.label}
              </Badge>
            )}
          </Group>
          <Line icon={<IconFileCertificate {...ICON} />}>
            {s.tin ? `Tax ID ${maskTin(s.tin)}` : 'No tax ID'} · {s.w9OnFile ? 'W-9 on file' : 'No W-9 on file'}
          </Line>
        </Stack>

        <ContactLinks email={s.email} phone={s.phone} />
      </Stack>

      <Card.Section withBorder inheritPadding py="xs" mt="md">
        <Group justify="space-between">
          <Button size="compact-sm" variant="default" onClick={() => setPapers(true)} aria-label={`Compliance papers of ${s.name}`}>
            Compliance papers
          </Button>
          <Badge color={s.active ? 'green' : 'gray'} variant="light">
            {s.active ? 'Active' : 'Inactive'}
          </Badge>
        </Group>
      </Card.Section>
      {/* The subcontractor's compliance (issue 44): W-9 and certificates of insurance, and his status today. */}
      <Modal opened={papers} onClose={() => setPapers(false)} title={`Papers of ${s.name}`} size="xl" fullScreen={isMobile}>
        {papers && <PayeePapers payeeType="subcontractor" id={s.id} />}
      </Modal>
    </Card>
  );
}
