import { Anchor, Button, FileButton, Group } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPLIANCE_DOCUMENT_TYPES, complianceApi } from '../../../domain/api/compliance';
import { invalidateAfterWrite } from '../../app/data-changes';
import { errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { PayeeType } from './compliance-queries';

const ACCEPT = COMPLIANCE_DOCUMENT_TYPES.join(',');

/** What a scan is of: a payee's W-9 or one certificate of insurance. */
export type ScanOf = { kind: 'w9'; payeeType: PayeeType; payeeId: number } | { kind: 'certificate'; certificateId: number };

/**
 * The scanned form of a W-9 or certificate (issue 44 scope 1): a link to the one on file and a button that uploads or
 * replaces it. The server checks the file by its bytes (PDF, JPEG or PNG under 10MB) and its refusal is shown as said.
 */
export function ScanUpload({ of, url, label }: { of: ScanOf; url: string | null; label: string }) {
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: async (file: File): Promise<void> => {
      const form = new FormData();
      form.append('document', file);
      if (of.kind === 'certificate') await callApi(complianceApi.uploadCertificateDocument, { params: { id: of.certificateId }, form });
      else {
        const call =
          of.payeeType === 'subcontractor' ? complianceApi.uploadSubcontractorW9Document : complianceApi.uploadSupplierW9Document;
        await callApi(call, { params: { id: of.payeeId }, form });
      }
    },
    onSuccess: () => {
      notifySuccess('Scan kept', `The scanned ${label} is on file`);
      return invalidateAfterWrite(queryClient, of.kind === 'w9' ? 'w9_forms' : 'insurance_certificates');
    },
    onError: (e) => notifyError(errorMessage(e, 'Could not keep the scan'), 'Scan not uploaded'),
  });
  return (
    <Group gap="xs" wrap="nowrap">
      {url && (
        <Anchor href={url} target="_blank" rel="noopener" size="xs" aria-label={`Scan of the ${label}`}>
          Scan
        </Anchor>
      )}
      <FileButton onChange={(file) => file && upload.mutate(file)} accept={ACCEPT}>
        {(props) => (
          <Button
            {...props}
            size="compact-xs"
            variant="default"
            loading={upload.isPending}
            leftSection={<IconUpload size={12} aria-hidden />}
            aria-label={`${url ? 'Replace' : 'Upload'} scan of the ${label}`}
          >
            {url ? 'Replace scan' : 'Upload scan'}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}
