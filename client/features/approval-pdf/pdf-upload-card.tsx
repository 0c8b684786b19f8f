import '@mantine/dropzone/styles.css';
import { Alert, Anchor, Button, Card, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection, MIME_TYPES } from '@mantine/dropzone';
import {
  IconAlertCircle,
  IconChartBar,
  IconCircleCheck,
  IconFileTypePdf,
  IconTrash,
  IconUpload,
  IconWand,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PdfDuplicate } from '../../../domain/api/approval-pdf';
import type { ExtractedProject } from '../../../domain/approval-pdf';
import type { PdfProfitabilityResult } from '../../../domain/pdf-profitability';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/notify';
import { PDF_PROGRESS_STEP_MS, useSimulatedProgress } from '../../lib/use-simulated-progress';
import type { ProjectFormValues } from '../projects/project-form-values';
import { extractedToFormValues, filledFieldLabels, missingFieldLabels } from './extracted-to-form';
import { useAnalyzePdfProfitability, useExtractFromPdf } from './pdf-api';
import { ProfitabilityView } from './profitability-view';

const MAX_BYTES = 10 * 1024 * 1024;
const TYPE_MESSAGE = 'Please select a PDF file';
const SIZE_MESSAGE = 'File size must be less than 10MB';

/** The card's states (spec part 1 §4). */
type Status = 'idle' | 'uploading' | 'success' | 'error';
type Done =
  | { kind: 'extract'; message: string; filled: string[]; missing: string[] }
  | { kind: 'analyze'; message: string; analysis: PdfProfitabilityResult };

type PdfUploadCardProps = {
  /**
   * Receives the form values the PDF held (only the fields found) and approvalPdfId, to save with the project so a
   * second reading of the same PDF names the project it became.
   */
  onExtracted: (values: Partial<ProjectFormValues>, data: ExtractedProject, approvalPdfId: number) => void;
};

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * 'Upload Project Approval PDF' (spec part 1 §2.7): drop or choose a PDF, then Extract Project Data (fills the
 * project form with what was found) or Analyze Profitability (totals, line items, recommendations); Remove
 * clears it. Progress is simulated: +10 % every 200 ms, held at 90 % until the server answers.
 */
export function PdfUploadCard({ onExtracted }: PdfUploadCardProps) {
  const extract = useExtractFromPdf();
  const analyze = useAnalyzePdfProfitability();
  const progress = useSimulatedProgress(PDF_PROGRESS_STEP_MS);
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [running, setRunning] = useState<'extract' | 'analyze' | null>(null);
  /** Earlier readings of the same PDF (by its bytes): a warning, the project saved from it named. */
  const [duplicates, setDuplicates] = useState<PdfDuplicate[]>([]);

  const accept = (files: File[]) => {
    const f = files[0];
    if (!f) return;
    setDone(null);
    progress.reset();
    if (f.size > MAX_BYTES) return fail(SIZE_MESSAGE, false);
    setFile(f);
    setProblem(null);
    setStatus('idle');
  };

  const reject = (rejections: FileRejection[]) => {
    const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
    fail(codes.includes('file-too-large') ? SIZE_MESSAGE : TYPE_MESSAGE, false);
  };

  const fail = (message: string, toast: boolean) => {
    setProblem(message);
    setStatus('error');
    if (toast) notifyError(message, 'Failed to process PDF');
  };

  const run = async (kind: 'extract' | 'analyze') => {
    if (!file) return fail(TYPE_MESSAGE, false);
    setProblem(null);
    setDone(null);
    setDuplicates([]);
    setStatus('uploading');
    setRunning(kind);
    progress.start();
    try {
      if (kind === 'extract') {
        const res = await extract.mutateAsync(file);
        const values = extractedToFormValues(res.data);
        onExtracted(values, res.data, res.approvalPdfId);
        setDuplicates(res.checks.duplicates);
        const filled = filledFieldLabels(values);
        setDone({ kind, message: res.message, filled, missing: missingFieldLabels(values) });
        // A scan that yields no field is not a success: say so in yellow, not a green "Success".
        if (filled.length === 0)
          notifyWarning('Nothing found', 'No project details could be read from this PDF; fill in the form by hand.');
        else notifySuccess('Success', res.message);
      } else {
        const res = await analyze.mutateAsync(file);
        setDone({ kind, message: res.message, analysis: res.data });
        setDuplicates(res.checks.duplicates);
      }
      progress.finish();
      setStatus('success');
    } catch (e) {
      progress.reset();
      const fallback = kind === 'extract' ? 'Failed to extract project data' : 'Failed to analyze PDF profitability';
      const reason =
        e && typeof e === 'object' && 'fieldErrors' in e
          ? (e as { fieldErrors: { message: string }[] }).fieldErrors[0]?.message
          : undefined;
      const message = errorMessage(e, fallback);
      setProblem(reason ? `${message}: ${reason}` : message);
      setStatus('error');
      notifyError(message, kind === 'extract' ? 'Failed to process PDF' : 'Failed to analyze profitability');
    } finally {
      setRunning(null);
    }
  };

  const remove = () => {
    setFile(null);
    setDone(null);
    setDuplicates([]);
    setProblem(null);
    setStatus('idle');
    progress.reset();
  };

  const busy = status === 'uploading';

  return (
    <Card withBorder padding="md" radius="md" aria-label="Upload Project Approval PDF">
      <Stack gap="sm">
        <div>
          <Title order={4}>Upload Project Approval PDF</Title>
          <Text size="sm" c="dimmed">
            Fill this form from a proposal, estimate or approval letter, or check its profitability. Scanned PDFs are read with OCR.
          </Text>
        </div>

        {file ? (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconFileTypePdf size={28} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate="end">
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {sizeLabel(file.size)}
                </Text>
              </div>
            </Group>
            <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={remove} disabled={busy}>
              Remove
            </Button>
          </Group>
        ) : (
          <Dropzone
            onDrop={accept}
            onReject={reject}
            maxSize={MAX_BYTES}
            accept={[MIME_TYPES.pdf]}
            multiple={false}
            aria-label="Drop a PDF here or click to choose"
          >
            <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={40} color="var(--mantine-color-blue-6)" />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={40} color="var(--mantine-color-red-6)" />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconFileTypePdf size={40} color="var(--mantine-color-dimmed)" />
              </Dropzone.Idle>
              <div>
                <Text size="md">Drag a PDF here or click to choose</Text>
                <Text size="xs" c="dimmed">
                  PDF only, less than 10MB
                </Text>
              </div>
            </Group>
          </Dropzone>
        )}

        {(busy || status === 'success') && (
          <Progress value={progress.value} animated={busy} aria-label={running === 'analyze' ? 'Analyzing PDF' : 'Reading PDF'} />
        )}

        <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <Button
            leftSection={<IconWand size={16} />}
            onClick={() => run('extract')}
            disabled={!file || busy}
            loading={running === 'extract'}
          >
            Extract Project Data
          </Button>
          <Button
            variant="light"
            leftSection={<IconChartBar size={16} />}
            onClick={() => run('analyze')}
            disabled={!file || busy}
            loading={running === 'analyze'}
          >
            Analyze Profitability
          </Button>
        </Group>

        {status === 'error' && problem && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="Failed to process PDF" role="alert">
            {problem}
          </Alert>
        )}

        {status === 'success' && duplicates.length > 0 && (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />} title="This PDF was read before" role="status">
            <List size="sm" spacing={4}>
              {duplicates.map((d) => (
                <List.Item key={`${d.uploadedAt}-${d.fileName}`}>
                  {d.fileName}, read {formatDate(d.uploadedAt.slice(0, 10))}
                  {d.projectId !== null && d.projectName ? (
                    <>
                      {': it became '}
                      <Anchor component={Link} to={`/projects/${d.projectId}`} size="sm" c="inherit" underline="always" fw={600}>
                        {d.projectName}
                      </Anchor>
                    </>
                  ) : (
                    ' (no project was saved from it)'
                  )}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}

        {status === 'success' && done?.kind === 'extract' && (
          <Alert color="teal" icon={<IconCircleCheck size={18} />} title={done.message}>
            {done.filled.length > 0 ? (
              <>
                <Text size="sm">Check these before saving: {done.filled.join(', ')}.</Text>
                {done.missing.length > 0 && <Text size="sm">Not in the PDF, type them in: {done.missing.join(', ')}.</Text>}
              </>
            ) : (
              <Text size="sm">No project fields were found; fill in the form by hand.</Text>
            )}
          </Alert>
        )}

        {status === 'success' && done?.kind === 'analyze' && (
          <>
            <Text size="sm" c="dimmed">
              {done.message}
            </Text>
            <ProfitabilityView analysis={done.analysis} />
          </>
        )}
      </Stack>
    </Card>
  );
}
