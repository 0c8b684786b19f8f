import { Button, Group, Modal, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMail, IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { InvoiceSummary } from '../../../domain/billing/schemas';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { LoadError } from '../../lib/ui/load-error';
import { billingQueries } from './billing-queries';
import { useSendInvoice } from './use-billing-mutations';

type Props = { projectId: number; invoice: InvoiceSummary | null; onClose: () => void };

/**
 * E-mail an invoice (issue 39 scope 6): the message exactly as it will go (to, subject, text, the PDF attached) is
 * shown first, and nothing is sent until Send. The address starts as the client's from the billing terms.
 */
export function InvoiceEmailDialog({ projectId, invoice, onClose }: Props) {
  const isMobile = useMediaQuery('(max-width: 48em)');
  const preview = useQuery({ ...billingQueries.invoiceEmail(invoice?.id ?? 0), enabled: invoice !== null });
  const send = useSendInvoice(projectId);
  const [to, setTo] = useState('');
  useEffect(() => {
    if (preview.data) setTo(preview.data.to ?? '');
  }, [preview.data]);

  const submit = () => {
    if (!invoice) return;
    send.mutate(
      { id: invoice.id, to: to.trim() === '' ? null : to.trim() },
      {
        onSuccess: (r) => {
          notifySuccess(`Invoice ${invoice.number} e-mailed`, `To ${r.to} (${r.status === 'stored' ? 'kept in the outbox' : r.status})`);
          onClose();
        },
        onError: (e) => notifyError(errorMessage(e, 'Could not send the invoice')),
      },
    );
  };

  return (
    <Modal
      opened={invoice !== null}
      onClose={onClose}
      title={invoice ? `E-mail invoice ${invoice.number}` : ''}
      size="lg"
      fullScreen={isMobile}
    >
      {preview.isError && <LoadError title="Could not prepare the e-mail" error={preview.error} onRetry={() => preview.refetch()} />}
      {preview.isPending && invoice && (
        <Stack gap="sm">
          <Skeleton h={36} />
          <Skeleton h={160} />
        </Stack>
      )}
      {preview.data && (
        <Stack gap="sm">
          <TextInput
            label="To"
            type="email"
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            placeholder="client@example.com"
            description={
              preview.data.to ? "The client's e-mail from the billing terms" : 'No e-mail in the billing terms: type the address'
            }
            withAsterisk
          />
          <div>
            <Text size="sm" fw={500}>
              Subject
            </Text>
            <Text size="sm">{preview.data.subject}</Text>
          </div>
          <Paper withBorder p="sm" radius="sm" aria-label="Message">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {preview.data.body}
            </Text>
          </Paper>
          <Group gap={6}>
            <IconPaperclip size={14} aria-hidden />
            <Text size="sm">{preview.data.attachmentName}</Text>
          </Group>
          {invoice?.status === 'draft' && (
            <Text size="xs" c="dimmed">
              Sending a draft marks it sent: it is then billed on its date.
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={send.isPending}>
              Cancel
            </Button>
            <Button leftSection={<IconMail size={16} />} onClick={submit} loading={send.isPending} disabled={to.trim() === ''}>
              Send
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
