import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendarWeek, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { weekEnd, weekStart } from '../../../domain/payroll';
import { DateField } from '../../lib/ui/date-field';
import { parseTypedDate } from '../projects/project-form-values';
import { shiftWeek, weekLabel } from './payroll-helpers';

type WeekPickerProps = {
  /** The Sunday of the chosen week. */
  value: string;
  onChange: (sunday: string) => void;
};

/** Week date picker: any picked day selects its Sunday-to-Saturday week; arrows step a week at a time. */
export function WeekPicker({ value, onChange }: WeekPickerProps) {
  const end = weekEnd(value);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      {/* Named by hidden text, not aria-label, so getByLabel('Week') finds only the date input. */}
      <ActionIcon variant="default" size={36} onClick={() => onChange(shiftWeek(value, -1))}>
        <IconChevronLeft size={18} aria-hidden />
        <VisuallyHidden>Previous week</VisuallyHidden>
      </ActionIcon>
      <DateField
        label="Week"
        value={value}
        onChange={(d) => d && onChange(weekStart(d))}
        valueFormat="MM/DD/YYYY"
        dateParser={parseTypedDate}
        leftSection={<IconCalendarWeek size={16} aria-hidden />}
        w={170}
        // The whole week is highlighted in the calendar, so it is clear that a day picks its week.
        getDayProps={(d) =>
          d >= value && d <= end ? { inRange: true, firstInRange: d === value, lastInRange: d === end, selected: true } : {}
        }
        allowDeselect={false}
      />
      <ActionIcon variant="default" size={36} onClick={() => onChange(shiftWeek(value, 1))}>
        <IconChevronRight size={18} aria-hidden />
        <VisuallyHidden>Next week</VisuallyHidden>
      </ActionIcon>
      <Text fw={600} size="sm" pb={8} aria-live="polite" data-testid="week-label">
        {weekLabel(value)}
      </Text>
    </Group>
  );
}
