import type { Tone } from '../../../domain/projects';

/** Readable text colour of a tone on a light background (Mantine palette shade). */
export function toneText(tone: Tone): string {
  switch (tone) {
    case 'green':
      return 'green.8';
    case 'yellow':
      return 'yellow.9';
    case 'red':
      return 'red.7';
    default:
      return 'blue.7';
  }
}
