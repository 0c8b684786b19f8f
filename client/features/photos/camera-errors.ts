/** Spec part 1 §8: the camera messages. */
export const CAMERA_MESSAGES = {
  denied: 'Camera access denied. Please allow camera permission and try again.',
  notFound: 'No camera found. Please use file upload instead.',
  inUse: 'Camera is being used by another application. Please close other camera apps and try again.',
  unavailable: 'Unable to access camera. Please use file upload instead.',
  failedToStart: 'Camera failed to start. Please try again.',
} as const;

/** The message for a getUserMedia failure, by the DOMException's name. */
export function cameraErrorMessage(error: unknown): string {
  const name = (error as { name?: string } | null)?.name ?? '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') return CAMERA_MESSAGES.denied;
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return CAMERA_MESSAGES.notFound;
  if (name === 'NotReadableError' || name === 'TrackStartError') return CAMERA_MESSAGES.inUse;
  return CAMERA_MESSAGES.unavailable;
}
