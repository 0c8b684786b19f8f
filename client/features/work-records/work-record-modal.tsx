import { Modal } from '@mantine/core';
import { useRef } from 'react';
import type { Employee } from '../../../domain/people';
import type { WorkRecord } from '../../../domain/work-records';
import { WorkRecordForm } from './work-record-form';

/** Which dialog is open: a new entry (record null) or the edit of one; null when closed. */
export type WorkRecordDialog = { record: WorkRecord | null } | null;

type WorkRecordModalProps = {
  projectId: number;
  dialog: WorkRecordDialog;
  employees: Employee[];
  teamIds: number[];
  onClose: () => void;
};

/** 'Record Work' or 'Edit Work Entry' dialog around the work-record form. */
export function WorkRecordModal({ projectId, dialog, employees, teamIds, onClose }: WorkRecordModalProps) {
  // Keep the title while the dialog animates closed.
  const last = useRef(dialog);
  if (dialog) last.current = dialog;
  const shown = dialog ?? last.current;
  const record = shown?.record ?? null;
  return (
    <Modal opened={dialog !== null} onClose={onClose} title={record ? 'Edit Work Entry' : 'Record Work'} closeOnClickOutside={false}>
      {dialog && (
        <WorkRecordForm
          key={record?.id ?? 'new'}
          projectId={projectId}
          record={record}
          employees={employees}
          teamIds={teamIds}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
