import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { optionalText, textSchema } from './validation';

/** Photo categories (spec part 1 §4); a photo without one is a progress photo. */
export const PHOTO_CATEGORIES = ['before', 'progress', 'after', 'issue', 'completed'] as const;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];
export const DEFAULT_PHOTO_CATEGORY: PhotoCategory = 'progress';

/** Display labels of the categories. */
export const PHOTO_CATEGORY_LABELS: Record<PhotoCategory, string> = {
  before: 'Before',
  progress: 'Progress',
  after: 'After',
  issue: 'Issue',
  completed: 'Completed',
};

/** Categories that count as completion photos (set hasCompletionPhotos); 'before' alone sets hasBeforePhotos. */
export const COMPLETION_PHOTO_CATEGORIES: readonly PhotoCategory[] = ['after', 'completed'];

/** Upload size limit for photos: strictly under 10MB (spec part 1 §5). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export const PHOTO_MESSAGES = {
  invalidType: 'Please select a valid image file (JPEG, PNG, WebP, GIF, BMP, TIFF, IMG, HEIC)',
  tooLarge: 'File size must be less than 10MB',
  dropImagesOnly: 'Please drop image files only',
  noneSelected: 'Please select at least one file',
  uploadFailed: 'Failed to upload photo',
  deleteFailed: 'Failed to delete photo. Please try again.',
} as const;

/** The text fields sent with a photo upload (multipart fields caption, category, location, takenBy). */
export const photoUploadFieldsSchema = lazySchema(() =>
  z.object({
    caption: optionalText(1000, 'Caption'),
    category: textSchema('Category must be text')
      .transform((v) => v.trim())
      .optional()
      .transform((v) => (v ? v : DEFAULT_PHOTO_CATEGORY))
      .pipe(z.enum(PHOTO_CATEGORIES, { error: `Category must be one of ${PHOTO_CATEGORIES.join(', ')}` })),
    location: optionalText(255, 'Location'),
    takenBy: optionalText(255, 'Taken by'),
  }),
);
export type PhotoUploadFields = z.infer<typeof photoUploadFieldsSchema>;

/** A project photo as the API answers it (list shape of spec part 1 §3.2, plus the file addresses). */
export const photoSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    projectId: z.number().int(),
    fileName: z.string(),
    /** Same as fileName (the spec's list shape names it either way). */
    filename: z.string(),
    originalName: z.string(),
    mimeType: z.string(),
    /** Bytes. */
    size: z.number().int(),
    caption: z.string().nullable(),
    category: z.string(),
    location: z.string().nullable(),
    takenBy: z.string().nullable(),
    /** The user who entered it (a foreman changes only his own, docs/decisions/); null: the office's (before
     * migration 0051, sign-in off). */
    enteredBy: z.number().int().nullable(),
    /** /uploads/photos/{fileName}: the original file. */
    url: z.string(),
    /** /uploads/thumbnails/{name}, or null when no thumbnail could be made (e.g. HEIC the server cannot decode). */
    thumbnailUrl: z.string().nullable(),
    createdAt: z.string(),
    /** Same as createdAt. */
    uploadedAt: z.string(),
  }),
);
export type Photo = z.infer<typeof photoSchema>;

/** Answer of POST /api/projects/{id}/photos. */
export const photoUploadResultSchema = lazySchema(() =>
  z.object({
    photoId: z.number().int(),
    /** True when the same file (name and size) was already stored for the project; nothing new was stored. */
    duplicate: z.boolean(),
    photo: photoSchema,
  }),
);
export type PhotoUploadResult = z.infer<typeof photoUploadResultSchema>;

/** Body of PUT /api/projects/{id}/photos/status. */
export const photoStatusBodySchema = lazySchema(() =>
  z.object({
    type: z.enum(['before', 'completion'], { error: "Type must be 'before' or 'completion'" }),
  }),
);
export type PhotoStatusBody = z.infer<typeof photoStatusBodySchema>;

/** Answer of PUT /api/projects/{id}/photos/status: the project's photo flags after the change. */
export const photoFlagsSchema = lazySchema(() =>
  z.object({
    hasBeforePhotos: z.boolean(),
    hasCompletionPhotos: z.boolean(),
    beforePhotosRequested: z.boolean(),
    completionPhotosRequested: z.boolean(),
  }),
);
export type PhotoFlags = z.infer<typeof photoFlagsSchema>;

/** The public address of a stored photo. */
export function photoUrl(fileName: string): string {
  return `/uploads/photos/${fileName}`;
}

/** The thumbnail file name of a stored photo (always WebP), e.g. 'abc.heic' → 'abc.webp'. */
export function thumbnailName(fileName: string): string {
  return `${fileName.replace(/\.[^.]+$/, '')}.webp`;
}

/** The public address of a photo's thumbnail, or null when it has none. */
export function thumbnailUrl(thumbnail: string | null): string | null {
  return thumbnail ? `/uploads/thumbnails/${thumbnail}` : null;
}

const IMAGE_MIME = /^image\/(jpeg|jpg|pjpeg|png|webp|gif|bmp|x-ms-bmp|tiff|heic|heif|heic-sequence|heif-sequence)$/i;
const IMAGE_EXTENSION = /\.(jpe?g|jfif|png|webp|gif|bmp|tiff?|img|heic|heif)$/i;

/** The client's first look at a chosen file: an image by its type or, when the browser gives none (HEIC), its extension. */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  return IMAGE_MIME.test(file.type) || IMAGE_EXTENSION.test(file.name);
}

/** Size check: a photo must be strictly under 10MB. */
export function isWithinPhotoLimit(size: number): boolean {
  return size < MAX_PHOTO_BYTES;
}

type PickedFile = { name: string; type: string; size: number };

/**
 * Adds newly picked files to the selection (spec part 1 §5): files that are not images or are 10MB or more
 * are refused with the spec's message; a file with the same name and size as one already selected (or
 * picked twice) is ignored silently.
 */
export function addPickedFiles<F extends PickedFile>(selected: readonly F[], picked: readonly F[]): { files: F[]; errors: string[] } {
  const files = [...selected];
  const errors: string[] = [];
  for (const f of picked) {
    if (!isAcceptedImage(f)) {
      errors.push(`${f.name}: ${PHOTO_MESSAGES.invalidType}`);
      continue;
    }
    if (!isWithinPhotoLimit(f.size)) {
      errors.push(`${f.name}: ${PHOTO_MESSAGES.tooLarge}`);
      continue;
    }
    if (files.some((s) => s.name === f.name && s.size === f.size)) continue;
    files.push(f);
  }
  return { files, errors };
}

/** The toast after uploading several files: 'Uploaded X of Y photo(s)'. */
export function uploadSummary(uploaded: number, total: number): string {
  return `Uploaded ${uploaded} of ${total} photo(s)`;
}

/** Counts photos per category for the gallery filter buttons; `all` is the total. */
export function countByCategory(photos: readonly { category: string }[]): Record<PhotoCategory | 'all', number> {
  const counts = { all: photos.length, before: 0, progress: 0, after: 0, issue: 0, completed: 0 };
  for (const p of photos) if (p.category in counts && p.category !== 'all') counts[p.category as PhotoCategory] += 1;
  return counts;
}

/** Human file size: '512 B', '12.3 KB', '4.5 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
