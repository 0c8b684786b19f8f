// Placeholder until the photos helper lands: the before/completion photos dialog (Skip Photos, Cancel, Continue).
export type RequiredPhotosDialogProps = {
  opened: boolean;
  kind: 'before' | 'completion';
  projectId: number;
  /** Cancel: nothing recorded. */
  onClose: () => void;
  /** After Skip Photos or Continue recorded the request (PUT /api/projects/{id}/photos/status). */
  onDone: (how: 'skipped' | 'uploaded') => void;
};
export function RequiredPhotosDialog(_props: RequiredPhotosDialogProps) {
  return null;
}
