import { Anchor, Button, FileButton, Group } from '@mantine/core';
import { IconDownload, IconSignature, IconTrash, IconUpload } from '@tabler/icons-react';
import { type LienWaiver, lienWaiversApi, WAIVER_DOCUMENT_TYPES } from '../../../domain/api/lien-waivers';
import { errorMessage } from '../../lib/api';
import { endpointUrl } from '../../lib/call-api';
import { formatMoney } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { confirmDelete } from '../../lib/ui/confirm-delete';
import { useDeleteWaiver, useUploadWaiverDocument, useWaiverStatus } from './lien-waiver-queries';
import { waiverActions } from './waiver-options';

const ACCEPT = WAIVER_DOCUMENT_TYPES.join(',');

/** A waiver's actions: its PDF to send, the signed copy (upload, then a link to it), mark signed, delete. */
export function WaiverActions({ waiver: w, projectId }: { waiver: LienWaiver; projectId: number }) {
  const upload = useUploadWaiverDocument(projectId);
  const status = useWaiverStatus(projectId);
  const remove = useDeleteWaiver(projectId);
  const may = waiverActions(w);
  const what = `${w.direction === 'collect' ? 'from' : 'to'} ${w.direction === 'collect' ? w.claimant : w.customer} for ${formatMoney(w.amount)}`;
  const onFile = (file: File | null) => {
    if (!file) return;
    upload.mutate(
      { id: w.id, file },
      {
        onSuccess: (saved) =>
          notifySuccess('Signed copy uploaded', `The waiver ${what} is now ${saved.status === 'received' ? 'received' : 'signed'}`),
        // The server's own words: a file of the wrong type (415) or none (400).
        onError: (e) => notifyError(errorMessage(e, 'Could not upload the signed copy'), 'Signed copy not uploaded'),
      },
    );
  };
  return (
    <Group gap={4} wrap="wrap">
      <Button
        component="a"
        size="compact-xs"
        variant="default"
        href={endpointUrl(lienWaiversApi.waiverPdf as { path: string }, { params: { id: w.id } })}
        download
        leftSection={<IconDownload size={12} aria-hidden />}
        aria-label={`PDF of the waiver ${what}`}
      >
        PDF
      </Button>
      <FileButton onChange={onFile} accept={ACCEPT}>
        {(props) => (
          <Button
            {...props}
            size="compact-xs"
            variant="default"
            loading={upload.isPending}
            leftSection={<IconUpload size={12} aria-hidden />}
            aria-label={`${w.documentUrl ? 'Replace' : 'Upload'} signed copy of the waiver ${what}`}
          >
            {w.documentUrl ? 'Replace signed copy' : 'Upload signed copy'}
          </Button>
        )}
      </FileButton>
      {w.documentUrl && (
        <Anchor href={w.documentUrl} target="_blank" rel="noopener" size="xs" aria-label={`Signed copy of the waiver ${what}`}>
          Signed copy
        </Anchor>
      )}
      {may.markSigned && (
        <Button
          size="compact-xs"
          leftSection={<IconSignature size={12} aria-hidden />}
          loading={status.isPending}
          onClick={() =>
            status.mutate(
              { id: w.id, status: 'signed' },
              {
                onSuccess: () => notifySuccess('Waiver signed', `The waiver ${what} is marked signed`),
                onError: (e) => notifyError(errorMessage(e, 'Could not mark the waiver signed')),
              },
            )
          }
          aria-label={`Mark signed: the waiver ${what}`}
        >
          Mark signed
        </Button>
      )}
      {may.remove && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={12} aria-hidden />}
          onClick={() =>
            confirmDelete({
              title: 'Delete waiver',
              message: `Delete the ${w.title.toLowerCase()} ${what}? It has not come back signed.`,
              onConfirm: () =>
                remove.mutate(w.id, {
                  onSuccess: () => notifySuccess('Waiver deleted'),
                  onError: (e) => notifyError(errorMessage(e, 'Could not delete the waiver')),
                }),
            })
          }
          aria-label={`Delete the waiver ${what}`}
        >
          Delete
        </Button>
      )}
    </Group>
  );
}
