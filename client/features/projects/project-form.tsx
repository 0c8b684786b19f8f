import { Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import type { ExtractedLineItem } from '../../../domain/approval-pdf';
import { estimatedDays, type Project, projectInputSchema } from '../../../domain/projects';
import { ApiError, errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { FormActions } from '../../lib/ui/form-actions';
import { PdfUploadCard } from '../approval-pdf/pdf-upload-card';
import { ProjectFormFields } from './project-form-fields';
import { emptyProjectValues, type ProjectFormValues, projectToFormValues, toProjectPayload } from './project-form-values';
import { useSaveProject } from './use-project-mutations';

type ProjectFormProps = {
  /** The project to edit; null for a new one. */
  project: Project | null;
  onCancel: () => void;
  onSaved: (project: Project) => void;
  /** Filled with a check whether the form holds typed, unsaved changes (the dialog asks before closing then). */
  dirtyCheck?: { current: (() => boolean) | null };
};

/** Create or edit a project (docs/product/screens.md §2.6). Validates with the server's schema; server field errors land on the fields. */
export function ProjectForm({ project, onCancel, onSaved, dirtyCheck }: ProjectFormProps) {
  const isEdit = project !== null;
  const save = useSaveProject(project?.id ?? null);
  // The priced line items of the approval PDF read into a new project: kept with it to start its schedule of values.
  const [lineItems, setLineItems] = useState<ExtractedLineItem[]>([]);
  /** The approval PDF read for this project (its reading saved with it: a second reading names this project). */
  const [approvalPdfId, setApprovalPdfId] = useState<number | null>(null);

  const form = useForm<ProjectFormValues>({
    initialValues: project ? projectToFormValues(project) : emptyProjectValues(),
    validate: schemaResolver(projectInputSchema, { sync: true }),
    onValuesChange: (values, previous) => {
      // Estimated days follows the dates (inclusive count) whenever they change to a valid range; still editable.
      if (values.startDate === previous.startDate && values.endDate === previous.endDate) return;
      const days = estimatedDays(values.startDate, values.endDate);
      if (days !== null && days !== values.estimatedDays) form.setFieldValue('estimatedDays', days);
    },
  });

  if (dirtyCheck) dirtyCheck.current = () => form.isDirty() && !save.isSuccess;

  // Long form in a scrolling dialog: take the person to the first field that needs attention.
  const focusFirstError = (paths: string[]) => {
    const first = paths[0];
    if (first) form.getInputNode(first as keyof ProjectFormValues)?.focus();
  };

  const handleSubmit = (values: ProjectFormValues) => {
    const payload = toProjectPayload(values);
    const fromPdf = isEdit
      ? {}
      : { ...(lineItems.length > 0 ? { approvalLineItems: lineItems } : {}), ...(approvalPdfId ? { approvalPdfId } : {}) };
    save.mutate(
      { ...payload, ...fromPdf },
      {
        onSuccess: (saved) => {
          notifySuccess('Success', isEdit ? 'Project updated' : 'Project created');
          onSaved(saved);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.length > 0) {
            form.setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.path, e.message])));
            focusFirstError(error.fieldErrors.map((e) => e.path));
          }
          notifyError(errorMessage(error, isEdit ? 'Failed to update project' : 'Failed to create project'));
        },
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit, (errors) => focusFirstError(Object.keys(errors)))} noValidate>
      <Stack gap="md">
        {/* New project: the approval PDF card comes first and fills the fields it finds (docs/product/screens.md §2.6). */}
        {!isEdit && (
          <PdfUploadCard
            onExtracted={(values, data, pdfId) => {
              form.setValues(values);
              setLineItems(data.lineItems);
              setApprovalPdfId(pdfId);
            }}
          />
        )}
        {!isEdit && lineItems.length > 0 && (
          <Text size="sm" c="dimmed" data-testid="approval-line-items-note">
            The PDF's {lineItems.length} priced line item{lineItems.length === 1 ? '' : 's'} will start the project's schedule of values
            (Billing tab).
          </Text>
        )}
        <ProjectFormFields form={form} currentStatus={project?.status} />
        {/* The form is longer than the dialog: keep Cancel/Save in reach while scrolling. */}
        <FormActions submitLabel={isEdit ? 'Update Project' : 'Create Project'} pending={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
