import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { MarketingItem } from '../../../domain/marketing/schemas';
import type { FileStorage } from '../../adapters/storage';

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 60) || 'item';

/** The package's file name: marketing-{project}-{id}.zip. */
export function packageFileName(item: Pick<MarketingItem, 'id' | 'projectName'>): string {
  return `marketing-${slug(item.projectName)}-${item.id}.zip`;
}

/** The copy as plain text, ready to paste into a post. */
export function copyText(item: MarketingItem): string {
  const c = item.content;
  return [
    `${item.projectName} (${item.city}) — ${item.status === 'approved' ? 'approved' : 'draft'} marketing content #${item.id}`,
    '',
    `Social media post (${c.socialMediaPost.platform}):`,
    c.socialMediaPost.caption,
    '',
    c.socialMediaPost.hashtags.join(' '),
    '',
    'Before and after:',
    c.beforeAfterComparison,
    '',
    'Project highlights:',
    ...c.projectHighlights.map((h) => `- ${h}`),
    '',
    'Marketing copy:',
    c.marketingCopy,
    '',
    `Photos: ${item.photos.length === 0 ? 'none chosen' : item.photos.map((p, i) => `${String(i + 1).padStart(2, '0')} ${p.category}${p.caption ? ` — ${p.caption}` : ''}`).join('; ')}`,
    '',
  ].join('\n');
}

/**
 * The package as a zip: photos/NN-category.ext for each chosen photo still stored, marketing-copy.txt and
 * marketing-content.json. Built in memory: at most 50 photos of under 10 MB each are chosen.
 */
export async function marketingPackage(storage: FileStorage, item: MarketingItem): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const done = new Promise<void>((resolve, reject) => {
    const zip = new Zip((err, chunk, final) => {
      if (err) reject(err);
      else {
        chunks.push(chunk);
        if (final) resolve();
      }
    });
    (async () => {
      const add = (name: string, data: Uint8Array, compress: boolean) => {
        const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
        zip.add(entry);
        entry.push(data, true);
      };
      const files: string[] = [];
      for (const [i, p] of item.photos.entries()) {
        const data = await storage.read('photos', p.fileName);
        if (!data) continue;
        const ext = p.fileName.includes('.') ? p.fileName.split('.').pop() : 'jpg';
        const name = `photos/${String(i + 1).padStart(2, '0')}-${p.category}${p.caption ? `-${slug(p.caption)}` : ''}.${ext}`;
        add(name, data, false);
        files.push(name);
      }
      add('marketing-copy.txt', Buffer.from(copyText(item)), true);
      add('marketing-content.json', Buffer.from(JSON.stringify({ ...item, packageFiles: files }, null, 2)), true);
      zip.end();
    })().catch(reject);
  });
  await done;
  return Buffer.concat(chunks);
}
