const OPEN_DIALOG = '[role="dialog"][aria-modal="true"]';

/** Stacking layer of a Mantine dialog: the z-index of the layer around its content. */
function layer(dialog: HTMLElement): number {
  return Number(getComputedStyle(dialog.parentElement ?? dialog).zIndex) || 0;
}

/**
 * True when another open dialog sits above the one inside `root`: on a higher layer (a confirmation), or on the
 * same layer later in the page (a dialog opened from this one). Mantine closes every open dialog on Escape, so a
 * dialog that others open from uses this to let only the top one close.
 */
export function hasDialogAbove(root: HTMLElement | null): boolean {
  const mine = root?.querySelector<HTMLElement>(OPEN_DIALOG);
  if (!mine) return false;
  const mineLayer = layer(mine);
  return Array.from(document.querySelectorAll<HTMLElement>(OPEN_DIALOG)).some((other) => {
    if (other === mine) return false;
    const otherLayer = layer(other);
    if (otherLayer !== mineLayer) return otherLayer > mineLayer;
    return (mine.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
}
