import type { PostStatus, SocialPost } from '../../../domain/social';

/** Badge colour and label of a post's status; published through the outbox says so. */
export function statusBadge(post: Pick<SocialPost, 'status' | 'publishedVia'>): { color: string; label: string } {
  const map: Record<PostStatus, { color: string; label: string }> = {
    draft: { color: 'gray', label: 'Draft' },
    scheduled: { color: 'blue', label: 'Scheduled' },
    publishing: { color: 'yellow', label: 'Publishing' },
    published: { color: 'green', label: post.publishedVia === 'outbox' ? 'Published (outbox)' : 'Published' },
    failed: { color: 'red', label: 'Failed' },
  };
  return map[post.status];
}

/** "2026-05-01T09:00:00.000Z" → "May 1, 2026, 9:00 AM" in the browser's time zone. */
export function formatWhen(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The value of a datetime-local input for an instant (local time, to the second). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
