import { Button } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';

/**
 * Downloads the entries of a period no earlier export of this file carried, and has the server remember them as
 * exported (a POST: a link or a page of another site cannot mark entries as sent to QuickBooks, issue 38).
 */
export function NewEntriesExport({
  path,
  fileName,
  label,
  from,
  to,
}: {
  path: string;
  fileName: string;
  label: string;
  from: string;
  to: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ from, to }),
        credentials: 'same-origin',
      });
      if (!res.ok)
        throw new Error(
          ((await res.json().catch(() => null)) as { message?: string } | null)?.message ?? `The server answered ${res.status}`,
        );
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = fileName;
      a.click();
      URL.revokeObjectURL(url);
      notifySuccess('Export downloaded', 'Its entries are remembered: the next export of new entries leaves them out.');
    } catch (e) {
      notifyError(errorMessage(e, 'Could not export the new entries'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" size="compact-sm" loading={busy} onClick={() => void download()}>
      {label}
    </Button>
  );
}
