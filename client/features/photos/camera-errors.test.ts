import { describe, expect, it } from 'vitest';
import { cameraErrorMessage } from './camera-errors';

describe('cameraErrorMessage', () => {
  it.each([
    ['NotAllowedError', 'Camera access denied. Please allow camera permission and try again.'],
    ['SecurityError', 'Camera access denied. Please allow camera permission and try again.'],
    ['NotFoundError', 'No camera found. Please use file upload instead.'],
    ['OverconstrainedError', 'No camera found. Please use file upload instead.'],
    ['NotReadableError', 'Camera is being used by another application. Please close other camera apps and try again.'],
    ['NotSupportedError', 'Unable to access camera. Please use file upload instead.'],
    ['AbortError', 'Unable to access camera. Please use file upload instead.'],
  ])('%s → %s', (name, message) => expect(cameraErrorMessage(new DOMException('x', name))).toBe(message));

  it('handles a value that is not an error', () => {
    expect(cameraErrorMessage(undefined)).toBe('Unable to access camera. Please use file upload instead.');
  });
});
