import '@mantine/dropzone/styles.css';
import { Alert, Button, FileButton, Flex, Group, Image, Progress, Select, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import {
  IconAlertCircle,
  IconCamera,
  IconPhotoPlus,
  IconPlus,
  IconReceipt,
  IconRefresh,
  IconScan,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { ReceiptSplitCategory } from '../../../domain/receipt-split';
import type { AnalyzeReceiptResponse, ReceiptAnalysis } from '../../../domain/receipts';
import { ApiError, errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { RECEIPT_PROGRESS_STEP_MS, useSimulatedProgress } from '../../lib/use-simulated-progress';
import { DateBeforeStartAlert } from '../expenses/date-before-start-alert';
import { useAllProjects } from '../expenses/use-expense-lookups';
import { useAnalyzeReceipt, useCreateReceiptExpense } from './receipt-api';
import { ReceiptCategory, ReceiptDuplicates, ReceiptItemsCheck } from './receipt-checks';
import { ReceiptResults } from './receipt-results';
import { ReceiptSplitParts, type SplitRow, splitsToSave, startSplit } from './receipt-split';

const MAX_BYTES = 10 * 1024 * 1024;
/** Images, plus HEIC/HEIF that some browsers give no image type. */
const PICKER_ACCEPT = 'image/*,.heic,.heif';
/** Drop zone types: any image, and HEIC/HEIF by extension (browsers often give them no type). */
const DROP_ACCEPT = { 'image/*': [], 'image/heic': ['.heic'], 'image/heif': ['.heif'] };

type ReceiptUploadCardProps = {
  /** Project preselected (the New Expense dialog passes its default). */
  defaultProjectId?: number | null;
  /** Called after the expense was created. */
  onAdded?: (expenseId: number) => void;
};

/**
 * Receipt upload card (spec part 1 §2.12): project select, Take Photo / Choose File / drop, Analyze Receipt with
 * the simulated progress, then the results (supplier, date, total, items by category, material cost) with Add
 * to Project Expenses and Upload Another.
 */
export function ReceiptUploadCard({ defaultProjectId = null, onAdded }: ReceiptUploadCardProps) {
  const projects = useAllProjects();
  const analyze = useAnalyzeReceipt();
  const createExpense = useCreateReceiptExpense();
  const progress = useSimulatedProgress(RECEIPT_PROGRESS_STEP_MS);
  const [projectId, setProjectId] = useState<string | null>(defaultProjectId ? String(defaultProjectId) : null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<AnalyzeReceiptResponse | null>(null);
  const [edited, setEdited] = useState<ReceiptAnalysis | null>(null);
  /** The parts the receipt is split into, or null when it is saved as one expense. */
  const [split, setSplit] = useState<SplitRow[] | null>(null);
  /** The expense's category: the suggestion until the person picks another. */
  const [category, setCategory] = useState<ReceiptSplitCategory | null>(null);
  /** The server's question before making a supplier of a name read with low confidence (409), until answered. */
  const [supplierQuestion, setSupplierQuestion] = useState<string | null>(null);
  const splitProblemId = useId();

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  // Browsers cannot show every accepted type (HEIC in Chrome, a mislabelled file): then the icon stays.
  const [previewShown, setPreviewShown] = useState(true);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const projectOptions = (projects.data ?? []).filter((p) => p.isActive).map((p) => ({ value: String(p.id), label: p.name }));

  const choose = (f: File | null) => {
    setProblem(null);
    if (!f) return;
    if (f.size > MAX_BYTES) {
      setProblem('File size must be less than 10MB');
      return;
    }
    setPreviewShown(true);
    setFile(f);
  };

  const run = async () => {
    if (!projectId) {
      setProblem('Please select a project first');
      return;
    }
    if (!file) {
      setProblem('Please choose a receipt image');
      return;
    }
    setProblem(null);
    progress.start();
    try {
      const res = await analyze.mutateAsync({ file, projectId: Number(projectId) });
      progress.finish();
      if (!res.success || !res.analysis) {
        setProblem(res.message);
        notifyError('Failed to analyze receipt');
        progress.reset();
        return;
      }
      setResult(res);
      setEdited(res.analysis);
      setCategory(res.analysis.suggestedCategory.category);
    } catch (e) {
      progress.reset();
      setProblem(errorMessage(e, 'Failed to analyze receipt'));
      notifyError('Failed to analyze receipt');
    }
  };

  const add = async (confirmNewSupplier = false) => {
    if (!edited || !result?.analysis || !projectId) return;
    if (edited.receiptDetails.totalAmount === null || edited.receiptDetails.totalAmount <= 0) {
      setProblem('Enter the total from the receipt');
      return;
    }
    const splits = split ? splitsToSave(edited.receiptDetails.totalAmount, split) : undefined;
    if (splits === null) return; // the Save button is disabled and the split says why
    try {
      const res = await createExpense.mutateAsync({
        analysis: edited,
        projectId: Number(projectId),
        receiptId: result.analysis.receiptId,
        splits,
        category: category ?? undefined,
        ...(confirmNewSupplier ? { confirmNewSupplier: true } : {}),
      });
      setSupplierQuestion(null);
      notifySuccess('Success', res.message);
      onAdded?.(res.expenseId);
    } catch (e) {
      const body = e instanceof ApiError && e.status === 409 ? (e.body as { errors?: { path?: string }[] } | null) : null;
      if (body?.errors?.some((x) => x.path === 'confirmNewSupplier')) {
        setSupplierQuestion(errorMessage(e, 'Check the supplier name'));
        return;
      }
      setProblem(errorMessage(e, 'Failed to create expense'));
      notifyError('Failed to create expense');
    }
  };

  const again = () => {
    setFile(null);
    setResult(null);
    setEdited(null);
    setSplit(null);
    setCategory(null);
    setSupplierQuestion(null);
    setProblem(null);
    progress.reset();
    createExpense.reset();
  };

  const analyzing = analyze.isPending;
  const added = createExpense.isSuccess;
  const splitBlocked = split !== null && splitsToSave(edited?.receiptDetails.totalAmount ?? null, split) === null;

  return (
    <Stack gap="md">
      {projects.isPending ? (
        <Skeleton h={60} aria-label="Loading projects" />
      ) : (
        <Select
          label="Project"
          placeholder={projectOptions.length === 0 ? 'No active projects' : 'Select a project'}
          data={projectOptions}
          value={projectId}
          onChange={setProjectId}
          searchable
          withAsterisk
          disabled={analyzing || result !== null}
          error={projects.isError ? errorMessage(projects.error, 'Failed to load projects') : undefined}
          comboboxProps={{ withinPortal: true }}
        />
      )}

      {result?.analysis && edited ? (
        <>
          <ReceiptResults
            analysis={result.analysis}
            edited={edited}
            onEdit={setEdited}
            totalMaterialCost={result.analysis.materialCost}
            disabled={createExpense.isPending || added}
          />
          <ReceiptItemsCheck check={result.analysis.itemsCheck} />
          <ReceiptDuplicates duplicates={result.analysis.checks.duplicates} />
          {!split && category && (
            <ReceiptCategory
              suggested={result.analysis.suggestedCategory}
              value={category}
              onChange={setCategory}
              disabled={createExpense.isPending || added}
            />
          )}
          <DateBeforeStartAlert date={edited.receiptDetails.date} project={projects.data?.find((p) => String(p.id) === projectId)} />
          <Switch
            label="Split across projects or categories"
            description="Save this receipt as several expenses whose amounts add up to its total"
            checked={split !== null}
            onChange={(e) =>
              setSplit(e.currentTarget.checked ? startSplit(projectId ? Number(projectId) : null, category ?? 'other') : null)
            }
            disabled={createExpense.isPending || added}
          />
          {split && (
            <ReceiptSplitParts
              total={edited.receiptDetails.totalAmount}
              rows={split}
              onChange={setSplit}
              projectOptions={projectOptions}
              disabled={createExpense.isPending || added}
              problemId={splitProblemId}
            />
          )}
        </>
      ) : (
        <>
          <Group gap="sm" grow>
            <FileButton onChange={choose} accept="image/*" capture="environment" disabled={analyzing}>
              {(props) => (
                <Button variant="light" leftSection={<IconCamera size={18} />} {...props}>
                  Take Photo
                </Button>
              )}
            </FileButton>
            <FileButton onChange={choose} accept={PICKER_ACCEPT} disabled={analyzing}>
              {(props) => (
                <Button variant="light" leftSection={<IconPhotoPlus size={18} />} {...props}>
                  Choose File
                </Button>
              )}
            </FileButton>
          </Group>
          <Dropzone
            onDrop={(files) => choose(files[0] ?? null)}
            onReject={() => setProblem('Please select a valid image file (JPEG, PNG, WebP, GIF, BMP, TIFF, IMG, HEIC)')}
            accept={DROP_ACCEPT}
            maxSize={MAX_BYTES}
            multiple={false}
            activateOnClick={false}
            disabled={analyzing}
            p="md"
            aria-label="Drop a receipt image here"
          >
            <Group justify="center" gap="sm" mih={56} wrap="nowrap" style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={28} color="var(--mantine-color-blue-6)" />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={28} color="var(--mantine-color-red-6)" />
              </Dropzone.Reject>
              <Dropzone.Idle>
                {preview && previewShown ? (
                  <Image src={preview} alt="" w={48} h={64} fit="cover" radius="sm" onError={() => setPreviewShown(false)} />
                ) : (
                  <IconReceipt size={28} color="var(--mantine-color-dimmed)" />
                )}
              </Dropzone.Idle>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" c={file ? undefined : 'dimmed'} truncate="end">
                  {file ? file.name : 'Drop a receipt photo here'}
                </Text>
                <Text size="xs" c="dimmed">
                  JPEG, PNG, WebP, HEIC · under 10MB
                </Text>
              </Stack>
            </Group>
          </Dropzone>
          {analyzing && <Progress value={progress.value} animated aria-label="Analyzing receipt" />}
        </>
      )}

      {supplierQuestion && (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} title="New supplier?" role="alert">
          <Text size="sm">{supplierQuestion}</Text>
          <Group gap="sm" mt="sm">
            <Button size="xs" onClick={() => void add(true)} loading={createExpense.isPending}>
              Create supplier “{edited?.supplier.name.trim()}”
            </Button>
            <Text size="xs" c="dimmed">
              or correct the Supplier field above and add again.
            </Text>
          </Group>
        </Alert>
      )}

      {problem && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {problem}
        </Alert>
      )}

      {result ? (
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={again} disabled={createExpense.isPending}>
            Upload Another
          </Button>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => void add()}
            loading={createExpense.isPending}
            disabled={added || splitBlocked}
            aria-describedby={split ? splitProblemId : undefined}
          >
            {added ? 'Added to Expenses' : split ? `Add ${split.length} Expenses` : 'Add to Project Expenses'}
          </Button>
        </Flex>
      ) : (
        <Button leftSection={<IconScan size={18} />} onClick={run} loading={analyzing} disabled={!file} fullWidth>
          Analyze Receipt
        </Button>
      )}
    </Stack>
  );
}
