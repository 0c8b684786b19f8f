import { useState } from 'react';

/** Open/closed state of an add-or-edit dialog and the record being edited (null when adding). */
export function useEditDialog<T>() {
  const [opened, setOpened] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  return {
    opened,
    editing,
    openNew: () => {
      setEditing(null);
      setOpened(true);
    },
    openEdit: (record: T) => {
      setEditing(record);
      setOpened(true);
    },
    close: () => setOpened(false),
  };
}
