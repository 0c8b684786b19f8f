import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import { useState } from 'react';

/**
 * Mantine's DateInput, except that Escape while its calendar is open closes the calendar only: the dialog around
 * it stays open with everything typed (a dialog closes on Escape unless the key's target carries
 * data-mantine-stop-propagation, which Mantine's own Select sets the same way while its list is open), and Enter
 * never submits the form around it (issue 39 scope 6: Enter after typing a date created the project half filled).
 */
export function DateField(props: DateInputProps) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  const { popoverProps, onKeyDown } = props;
  // A payroll week runs Sunday to Saturday, so every calendar starts on Sunday.
  return (
    <DatesProvider settings={{ firstDayOfWeek: 0 }}>
      <DateInput
        {...props}
        data-mantine-stop-propagation={calendarOpen || undefined}
        onKeyDown={(event) => {
          // Enter in a date field only finishes the date; the form is sent by its button (or Enter in another field).
          if (event.key === 'Enter') event.preventDefault();
          onKeyDown?.(event);
        }}
        // A clearable date's × button needs a name for screen readers (axe button-name).
        clearButtonProps={{ 'aria-label': 'Clear date', ...props.clearButtonProps }}
        // The calendar's header buttons are icons: they need names too (axe button-name).
        ariaLabels={{
          previousMonth: 'Previous month',
          nextMonth: 'Next month',
          previousYear: 'Previous year',
          nextYear: 'Next year',
          previousDecade: 'Previous decade',
          nextDecade: 'Next decade',
          monthLevelControl: 'Change month',
          yearLevelControl: 'Change year',
          ...props.ariaLabels,
        }}
        popoverProps={{
          ...popoverProps,
          onOpen: () => {
            setCalendarOpen(true);
            popoverProps?.onOpen?.();
          },
          onClose: () => {
            setCalendarOpen(false);
            popoverProps?.onClose?.();
          },
        }}
      />
    </DatesProvider>
  );
}
