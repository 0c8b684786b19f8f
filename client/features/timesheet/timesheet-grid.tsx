import { Badge, Button, Select, Stack, Table, Text } from '@mantine/core';
import type { Timesheet } from '../../../domain/api/timesheet';
import { weekdayText } from '../../../domain/booking-warnings';
import { cellEntries, cellText, weekDays } from '../../../domain/timesheet';
import { TimesheetCell } from './timesheet-cell';
import type { TimesheetGrid as Grid } from './use-timesheet-grid';

type Props = { sheet: Timesheet; grid: Grid };

/** Whether a day cannot be written: after today, or in the closed books. */
function dayLocked(sheet: Timesheet, date: string): boolean {
  return date > sheet.today || (sheet.closedThrough !== null && date <= sheet.closedThrough);
}

/** The week as a paper sheet: one row per person (their project, Mon–Fri), one column per day Sunday..Saturday. */
export function TimesheetTable({ sheet, grid }: Props) {
  const days = weekDays(sheet.weekStart);
  const projectsById = new Map(sheet.projects.map((p) => [p.id, p]));
  const options = sheet.projects.map((p) => ({ value: String(p.id), label: p.name }));
  const warned = new Set(grid.warnings.map((w) => `${w.employeeId}|${w.date}`));
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped withTableBorder verticalSpacing={4} horizontalSpacing={6} aria-label="Weekly timesheet">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={220}>Person and project</Table.Th>
            {days.map((d) => (
              <Table.Th key={d} ta="center">
                {weekdayText(d)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sheet.employees.map((person, row) => {
            const projectId = grid.rowProject(person.id);
            return (
              <Table.Tr key={person.id}>
                <Table.Td>
                  <Stack gap={4}>
                    <Text size="sm" fw={600} lh={1.2}>
                      {person.name}{' '}
                      {person.weekPaid && (
                        <Badge size="xs" color="gray" variant="light">
                          Paid
                        </Badge>
                      )}
                    </Text>
                    <Select
                      size="xs"
                      aria-label={`Project for ${person.name}`}
                      placeholder="Choose a project"
                      data={options}
                      value={projectId === null ? null : String(projectId)}
                      onChange={(v) => grid.setRowProject(person.id, v === null ? null : Number(v))}
                      allowDeselect={false}
                      searchable
                      disabled={person.weekPaid}
                    />
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => grid.fillRow(person.id)}
                      disabled={person.weekPaid || projectId === null}
                      aria-label={`${person.paidByHour ? 'Mon–Fri 8h' : 'Mon–Fri full days'} for ${person.name}`}
                    >
                      {person.paidByHour ? 'Mon–Fri 8h' : 'Mon–Fri full days'}
                    </Button>
                  </Stack>
                </Table.Td>
                {days.map((date, col) => {
                  const own = cellEntries(grid.entries, person.id, date);
                  const first = own[0];
                  return (
                    <Table.Td key={date} miw={96} style={{ verticalAlign: 'top' }}>
                      <TimesheetCell
                        label={`${person.name}, ${weekdayText(date)}`}
                        text={grid.cellText(person.id, date) ?? cellText(first)}
                        error={grid.cellError(person.id, date)}
                        project={
                          first ? (projectsById.get(first.projectId) ?? { id: first.projectId, name: `Project #${first.projectId}` }) : null
                        }
                        others={Math.max(own.length - 1, 0)}
                        projects={sheet.projects}
                        disabled={person.weekPaid || dayLocked(sheet, date)}
                        warned={warned.has(`${person.id}|${date}`)}
                        row={row}
                        col={col}
                        onText={(text) => grid.typeCell(person.id, date, text)}
                        onBlur={() => grid.leaveCell(person.id, date)}
                        onProject={(id) => grid.moveCell(person.id, date, id)}
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
