import { useEffect, useRef, useState } from 'react';
import { addPickedFiles, isAcceptedImage, PHOTO_MESSAGES } from '../../../domain/photos';
import { notifyError } from '../../lib/notify';

export type SelectedPhoto = {
  key: string;
  file: File;
  /** Object URL for the list preview (revoked when removed). */
  preview: string;
  status: 'pending' | 'uploading' | 'done' | 'failed';
  /** 0..1 while uploading. */
  progress: number;
  message?: string;
};

let nextKey = 0;

/** The multi-file selection of the upload card: add (checked per spec part 1 §5), remove, and per-file status. */
export function usePhotoSelection() {
  const [items, setItems] = useState<SelectedPhoto[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  // Free every preview when the card goes away.
  useEffect(
    () => () => {
      for (const i of itemsRef.current) URL.revokeObjectURL(i.preview);
    },
    [],
  );

  const add = (picked: File[]) => {
    const current = itemsRef.current;
    const { files, errors } = addPickedFiles(
      current.map((i) => i.file),
      picked,
    );
    for (const e of errors) notifyError(e);
    const known = new Set(current.map((i) => i.file));
    const added = files
      .filter((f) => !known.has(f))
      .map((file): SelectedPhoto => ({ key: `f${nextKey++}`, file, preview: URL.createObjectURL(file), status: 'pending', progress: 0 }));
    if (added.length > 0) setItems([...current, ...added]);
  };

  /** Drag-and-drop takes images only: anything else is refused with the spec's message. */
  const addDropped = (dropped: File[]) => {
    const images = dropped.filter(isAcceptedImage);
    if (images.length < dropped.length) notifyError(PHOTO_MESSAGES.dropImagesOnly);
    add(images);
  };

  const remove = (key: string) => {
    setItems((list) => {
      const gone = list.find((i) => i.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((i) => i.key !== key);
    });
  };

  const update = (key: string, patch: Partial<SelectedPhoto>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  return { items, add, addDropped, remove, update };
}
