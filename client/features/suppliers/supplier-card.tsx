import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileCertificate, IconMapPin, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { maskTin } from '../../../domain/accounting-1099';
import type { Supplier } from '../../../domain/people';
import { ContactLinks } from '../../lib/ui/contact-links';
import { RecordActions } from '../../lib/ui/record-actions';
import { PayeePapers } from '../compliance/payee-papers';

type SupplierCardProps = {
  supplier: Supplier;
  onEdit: (supplier: Supplier) => void;
  onDelete: (supplier: Supplier) => void;
  deleting: boolean;
};

/**
 * One supplier: company, contact person, e-mail/phone links, address and specialty badges; for a 1099 payee, its
 * compliance papers (issue 44: the W-9 and any certificates of insurance, with their scans).
 */
export function SupplierCard({ supplier, onEdit, onDelete, deleting }: SupplierCardProps) {
  const [papers, setPapers] = useState(false);
  const isMobile = useMediaQuery('(max-width: 48em)');
  return (
    <Card component="article" aria-label={supplier.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {supplier.name}
            </Title>
            {supplier.contactPerson && (
              <Group gap={6} wrap="nowrap" c="dimmed">
                <IconUser size={14} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm" truncate="end">
                  {supplier.contactPerson}
                </Text>
              </Group>
            )}
          </div>
          <RecordActions name={supplier.name} onEdit={() => onEdit(supplier)} onDelete={() => onDelete(supplier)} deleting={deleting} />
        </Group>

        <ContactLinks email={supplier.email} phone={supplier.phone} />

        {supplier.address && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-dimmed)" />
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {supplier.address}
            </Text>
          </Group>
        )}

        {supplier.is1099Payee && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconFileCertificate size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-dimmed)" />
            <Text size="sm">
              1099 payee · {supplier.tin ? `Tax ID ${maskTin(supplier.tin)}` : 'No tax ID'} ·{' '}
              {supplier.w9OnFile ? 'W-9 on file' : 'No W-9 on file'}
            </Text>
          </Group>
        )}
        {supplier.is1099Payee && (
          <Group>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => setPapers(true)}
              aria-label={`Compliance papers of ${supplier.name}`}
            >
              Compliance papers
            </Button>
          </Group>
        )}

        {supplier.specialties.length > 0 && (
          <Group gap={6} aria-label="Specialties">
            {supplier.specialties.map((s) => (
              <Badge key={s} variant="light" color="indigo" tt="none" maw="100%">
                {s}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
      <Modal opened={papers} onClose={() => setPapers(false)} title={`Papers of ${supplier.name}`} size="xl" fullScreen={isMobile}>
        {papers && <PayeePapers payeeType="supplier" id={supplier.id} />}
      </Modal>
    </Card>
  );
}
