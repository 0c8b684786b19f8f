import { Alert } from '@mantine/core';
import { IconCalendarExclamation } from '@tabler/icons-react';
import { daysBeforeProjectStart } from '../../../domain/expenses';
import { formatDate } from '../../lib/format';

type DateBeforeStartAlertProps = {
  date: string | null | undefined;
  project: { name: string; startDate: string } | undefined;
};

/**
 * Says so when a cost is dated before its project starts (a misread receipt date, a wrong project chosen).
 * A warning only: the cost can still be saved, since materials bought ahead and deposits are real costs.
 */
export function DateBeforeStartAlert({ date, project }: DateBeforeStartAlertProps) {
  const days = daysBeforeProjectStart(date, project?.startDate);
  if (days === null || !project || !date) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCalendarExclamation size={18} />}
      title="Dated before the project starts"
      role="status"
    >
      {formatDate(date)} is {days} {days === 1 ? 'day' : 'days'} before {project.name} starts ({formatDate(project.startDate)}). Check the
      date and the project; save anyway if the cost belongs to this job.
    </Alert>
  );
}
