import { describe, expect, it } from 'vitest';
import {
  addPickedFiles,
  countByCategory,
  formatFileSize,
  isAcceptedImage,
  photoStatusBodySchema,
  photoUploadFieldsSchema,
  thumbnailName,
  thumbnailUrl,
  uploadSummary,
} from './photos';

const MB = 1024 * 1024;

describe('isAcceptedImage', () => {
  it.each([
    [{ name: 'a.jpg', type: 'image/jpeg' }, true],
    [{ name: 'a', type: 'image/png' }, true],
    [{ name: 'a.webp', type: '' }, true],
    [{ name: 'IMG_0001.HEIC', type: '' }, true],
    [{ name: 'shot.heif', type: 'application/octet-stream' }, true],
    [{ name: 'disk.img', type: '' }, true],
    [{ name: 'scan.tif', type: '' }, true],
    [{ name: 'notes.txt', type: 'text/plain' }, false],
    [{ name: 'plan.pdf', type: 'application/pdf' }, false],
    [{ name: 'jpg', type: '' }, false],
  ])('%o → %s', (file, ok) => expect(isAcceptedImage(file)).toBe(ok));
});

describe('addPickedFiles', () => {
  const f = (name: string, size: number, type = 'image/jpeg') => ({ name, size, type });

  it('adds images, refuses non-images and 10MB files with the spec messages, ignores duplicates by name and size', () => {
    const selected = [f('a.jpg', 100)];
    const { files, errors } = addPickedFiles(selected, [
      f('a.jpg', 100), // duplicate of the selected one
      f('a.jpg', 101), // same name, other size: a different file
      f('b.png', 10 * MB - 1, 'image/png'),
      f('c.png', 10 * MB, 'image/png'),
      f('d.txt', 5, 'text/plain'),
      f('e.heic', 2000, ''),
      f('e.heic', 2000, ''), // picked twice in one go
    ]);
    expect(files.map((x) => `${x.name}:${x.size}`)).toEqual(['a.jpg:100', 'a.jpg:101', `b.png:${10 * MB - 1}`, 'e.heic:2000']);
    expect(errors).toEqual([
      'c.png: File size must be less than 10MB',
      'd.txt: Please select a valid image file (JPEG, PNG, WebP, GIF, BMP, TIFF, IMG, HEIC)',
    ]);
    expect(selected).toHaveLength(1); // the input is not changed
  });
});

describe('photoUploadFieldsSchema', () => {
  it('defaults the category to progress and trims optional text to null', () => {
    expect(photoUploadFieldsSchema.parse({ caption: '  ', location: ' Kitchen ', takenBy: '' })).toEqual({
      caption: null,
      category: 'progress',
      location: 'Kitchen',
      takenBy: null,
    });
    expect(photoUploadFieldsSchema.parse({ category: 'before' }).category).toBe('before');
    expect(photoUploadFieldsSchema.parse({ category: '' }).category).toBe('progress');
  });

  it('refuses an unknown category and over-long text', () => {
    const bad = photoUploadFieldsSchema.safeParse({ category: 'selfie' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('Category must be one of before, progress, after, issue, completed');
    const long = photoUploadFieldsSchema.safeParse({ takenBy: 'x'.repeat(256) });
    expect(long.error?.issues[0].message).toBe('Taken by must be at most 255 characters');
  });
});

describe('photoStatusBodySchema', () => {
  it('accepts before and completion only', () => {
    expect(photoStatusBodySchema.parse({ type: 'before' })).toEqual({ type: 'before' });
    expect(photoStatusBodySchema.parse({ type: 'completion' })).toEqual({ type: 'completion' });
    expect(photoStatusBodySchema.safeParse({ type: 'after' }).error?.issues[0].message).toBe("Type must be 'before' or 'completion'");
  });
});

describe('small helpers', () => {
  it('names thumbnails and addresses', () => {
    expect(thumbnailName('abc-123.heic')).toBe('abc-123.webp');
    expect(thumbnailUrl('abc.webp')).toBe('/uploads/thumbnails/abc.webp');
    expect(thumbnailUrl(null)).toBeNull();
  });
  it('counts by category', () => {
    expect(countByCategory([{ category: 'before' }, { category: 'before' }, { category: 'issue' }])).toEqual({
      all: 3,
      before: 2,
      progress: 0,
      after: 0,
      issue: 1,
      completed: 0,
    });
  });
  it('words the upload summary and sizes', () => {
    expect(uploadSummary(1, 3)).toBe('Uploaded 1 of 3 photo(s)');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(4.5 * MB)).toBe('4.5 MB');
  });
});
