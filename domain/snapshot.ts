import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** The shared snapshot's payload (spec part 2 §3), carried as base64 JSON in /shared-snapshot/{data}. */
export const snapshotPayloadSchema = lazySchema(() =>
  z.object({
    projectName: z.string(),
    location: z.string(),
    status: z.string(),
    budget: z.number(),
    expenses: z.number(),
    startDate: z.string(),
    endDate: z.string().nullable(),
    timestamp: z.string(),
    metrics: z.object({
      overallHealth: z.number(),
      riskLevel: z.string(),
      budgetHealth: z.number(),
      timelineHealth: z.number(),
      qualityScore: z.number(),
      completionPercentage: z.number(),
      profitMargin: z.number(),
    }),
  }),
);
export type SnapshotPayload = z.infer<typeof snapshotPayloadSchema>;

/** The payload with the server's HMAC-SHA256 of its JSON (base64url), as the link carries it. */
export const signedSnapshotSchema = lazySchema(() => snapshotPayloadSchema.extend({ signature: z.string() }));
export type SignedSnapshot = z.infer<typeof signedSnapshotSchema>;

/** Text → base64url of its UTF-8 bytes (URL-safe: no '/', '+' or padding, so it fits one path segment). */
export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64 or base64url → text; throws when it is not base64 or not UTF-8. */
export function fromBase64(data: string): string {
  const b64 = data.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The link path of a signed snapshot. */
export function snapshotPath(signed: SignedSnapshot): string {
  return `/shared-snapshot/${toBase64Url(JSON.stringify(signed))}`;
}

export type DecodedSnapshot =
  | { ok: true; snapshot: SignedSnapshot | (SnapshotPayload & { signature?: string }) }
  | { ok: false; message: string };

/** Decodes a link's data (spec part 2 §8 messages): not base64 JSON → 'Failed to load snapshot data'; wrong shape → 'Invalid snapshot data'. */
export function decodeSnapshot(data: string): DecodedSnapshot {
  let json: unknown;
  try {
    json = JSON.parse(fromBase64(decodeURIComponent(data)));
  } catch {
    return { ok: false, message: 'Failed to load snapshot data' };
  }
  const parsed = snapshotPayloadSchema.extend({ signature: z.string().optional() }).safeParse(json);
  return parsed.success ? { ok: true, snapshot: parsed.data } : { ok: false, message: 'Invalid snapshot data' };
}

/** What the verify route answers: whether the server signed exactly these figures, and when. */
export const snapshotVerdictSchema = lazySchema(() => z.object({ verified: z.boolean(), signedAt: z.string().nullable() }));
export type SnapshotVerdict = z.infer<typeof snapshotVerdictSchema>;
