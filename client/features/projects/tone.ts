import type { Tone } from '../../../domain/projects';

/** Readable text colour of a tone on a light background (Mantine palette shade). */
export function toneText(tone: Tone): string {
  switch (tone) {
    case 'green':
      return 'green';
    case 'yellow':
      return 'yellow';
    case 'red':
      return 'red';
    default:
      return 'blue';
  }
}
