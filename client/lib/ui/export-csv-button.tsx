import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type Column, rowsToCsv } from '../../../domain/table-sort';
import { downloadText } from '../download';

type ExportCsvButtonProps<T> = {
  rows: readonly T[];
  columns: readonly Column<T>[];
  /** The file's name, e.g. "suppliers.csv". */
  fileName: string;
  /** Names the list for a screen reader when a page has several: the button is then "Export CSV: {label}". */
  label?: string;
};

/** Export CSV of a list as shown (its filter and order), written in the browser with the accounting CSVs' writer. */
export function ExportCsvButton<T>({ rows, columns, fileName, label }: ExportCsvButtonProps<T>) {
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      disabled={rows.length === 0}
      onClick={() => downloadText(rowsToCsv(rows, columns as readonly Column<T>[]), fileName)}
      aria-label={label ? `Export CSV: ${label}` : undefined}
    >
      Export CSV
    </Button>
  );
}
