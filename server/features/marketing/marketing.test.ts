import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MarketingItem, marketingItemSchema, photoSummarySchema } from '../../../domain/marketing/schemas';
import { builtInEngine } from '../../adapters/ai';
import { localDiskStorage } from '../../adapters/storage';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, postUpload, rowCount, startTestServer, type TestServer } from '../../test/harness';

const jpeg = (r: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();

/** A project in Sarasota (city only in the location text) with a before, a progress, an after and an issue photo. */
async function seed(server: TestServer) {
  const api = httpClient(server);
  const id = (
    await api.post(
      '/api/projects',
      projectPayload({
        name: 'Lanai Pavers',
        location: '41 Gulf Dr, Sarasota, FL 34236',
        description: 'Travertine pavers around the pool',
      }),
    )
  ).body.id as number;
  const photo = async (category: string, caption: string, r: number) => {
    const res = await postUpload<{ photo: { id: number } }>(
      server,
      `/api/projects/${id}/photos`,
      { field: 'photo', data: await jpeg(r), name: `${category}.jpg`, type: 'image/jpeg' },
      { category, caption },
    );
    expect(res.status).toBe(201);
    return res.body.photo.id;
  };
  const before = await photo('before', 'Cracked concrete deck', 10);
  const progress = await photo('progress', 'Base compacted', 60);
  const after = await photo('after', 'Ivory travertine sealed', 120);
  await photo('issue', 'Broken irrigation line', 200);
  const bare = (await api.post('/api/projects', projectPayload({ name: 'No photos', location: 'Tampa' }))).body.id as number;
  return { id, before, progress, after, bare };
}

describe.each(databaseKinds)('AI Marketing Center on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let ids: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    ids = await seed(server);
  });
  afterAll(() => server.close());

  it('photos-summary lists projects with marketing photos and their counts', async () => {
    const res = await api.get('/api/projects/photos-summary');
    expect(res.status).toBe(200);
    const list = res.body.map((r: unknown) => photoSummarySchema.parse(r));
    expect(list).toEqual([
      {
        projectId: ids.id,
        name: 'Lanai Pavers',
        location: '41 Gulf Dr, Sarasota, FL 34236',
        status: 'active',
        photoCount: 3,
        beforeCount: 1,
        afterCount: 1,
      },
    ]);
  });

  it('quick generate writes a draft from the project and its captions; the caption names the city', async () => {
    const res = await api.post(`/api/projects/${ids.id}/generate-marketing`, {});
    expect(res.status).toBe(201);
    const item = marketingItemSchema.parse(res.body);
    expect(item).toMatchObject({
      projectId: ids.id,
      projectName: 'Lanai Pavers',
      city: 'Sarasota',
      status: 'draft',
      templateId: null,
      approvedAt: null,
    });
    expect(item.content.socialMediaPost.caption).toContain('Sarasota');
    expect(item.content.socialMediaPost.platform).toBe('instagram');
    expect(item.content.beforeAfterComparison).toContain('Before: Cracked concrete deck.');
    expect(item.content.beforeAfterComparison).toContain('After: Ivory travertine sealed.');
    expect(item.content.socialMediaPost.hashtags).toContain('#SarasotaContractor');
    // Issue photos are never marketing material.
    expect(item.photos.map((p) => p.id)).toEqual([ids.before, ids.progress, ids.after]);
    expect(JSON.stringify(item.content)).not.toContain('irrigation');
    expect(item.engine).toEqual({ name: 'built-in' });
  });

  it('a template with customizations and chosen photos', async () => {
    const res = await api.post(`/api/projects/${ids.id}/generate-marketing`, {
      templateId: 'professional-case-study',
      customizations: { businessName: 'Gulf Coast Builders', callToAction: 'Call us for a free estimate', extraHashtags: ['SRQ'] },
      includePhotos: [ids.after, ids.before],
    });
    expect(res.status).toBe(201);
    const item = marketingItemSchema.parse(res.body);
    expect(item.templateId).toBe('professional-case-study');
    expect(item.content.socialMediaPost.platform).toBe('linkedin');
    expect(item.content.socialMediaPost.caption).toContain('Sarasota');
    expect(item.content.socialMediaPost.caption).toContain('Call us for a free estimate.');
    expect(item.content.marketingCopy).toContain('Gulf Coast Builders');
    expect(item.content.socialMediaPost.hashtags).toContain('#SRQ');
    expect(item.photos.map((p) => p.id)).toEqual([ids.before, ids.after]);
  });

  it('refuses bad input with a message, a project without photos with 422, an unknown project with 404', async () => {
    const before = await rowCount(server, 'marketing_content');
    const cases: [unknown, string][] = [
      [{ templateId: 'nope' }, 'Unknown template'],
      [{ templatePlatform: 'myspace' }, 'Platform must be one of'],
      [{ includePhotos: [ids.id * 1000 + 7] }, 'is not a before, progress or after photo of this project'],
      [{ customizations: { extraHashtags: ['two words'] } }, 'A hashtag is letters'],
      [{ surprise: 1 }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await api.post(`/api/projects/${ids.id}/generate-marketing`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const none = await api.post(`/api/projects/${ids.bare}/generate-marketing`, {});
    expect(none.status).toBe(422);
    expect(none.body.message).toContain('no before, progress or after photos');
    expect((await api.post('/api/projects/999999/generate-marketing', {})).status).toBe(404);
    expect(await rowCount(server, 'marketing_content')).toBe(before);
  });

  it('approve moves a draft to approved once; reject removes a draft and refuses an approved item', async () => {
    const draft = marketingItemSchema.parse((await api.post(`/api/projects/${ids.id}/generate-marketing`, {})).body);
    const approved = await api.post(`/api/marketing/content/${draft.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect(approved.body.approvedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const again = await api.post(`/api/marketing/content/${draft.id}/approve`);
    expect(again.status).toBe(409);
    expect((await api.del(`/api/marketing/content/${draft.id}`)).status).toBe(409);

    const other = marketingItemSchema.parse((await api.post(`/api/projects/${ids.id}/generate-marketing`, {})).body);
    expect((await api.del(`/api/marketing/content/${other.id}`)).status).toBe(204);
    expect((await api.del(`/api/marketing/content/${other.id}`)).status).toBe(404);
    expect((await api.post('/api/marketing/content/999999/approve')).status).toBe(404);

    const list = (await api.get('/api/marketing/content')).body as MarketingItem[];
    expect(list.find((i) => i.id === draft.id)?.status).toBe('approved');
    expect(list.some((i) => i.id === other.id)).toBe(false);
  });

  it('download package: the chosen photos, the copy as text and as JSON', async () => {
    const item = marketingItemSchema.parse(
      (await api.post(`/api/projects/${ids.id}/generate-marketing`, { includePhotos: [ids.before, ids.after] })).body,
    );
    const res = await fetch(`${server.url}/api/marketing/content/${item.id}/package`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="marketing-lanai-pavers-${item.id}.zip"`);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      'marketing-content.json',
      'marketing-copy.txt',
      'photos/01-before-cracked-concrete-deck.jpg',
      'photos/02-after-ivory-travertine-sealed.jpg',
    ]);
    const text = new TextDecoder().decode(files['marketing-copy.txt']);
    expect(text).toContain(item.content.socialMediaPost.caption);
    expect(text).toContain(item.content.socialMediaPost.hashtags.join(' '));
    const json = JSON.parse(new TextDecoder().decode(files['marketing-content.json']));
    expect(json.content).toEqual(item.content);
    expect(files['photos/01-before-cracked-concrete-deck.jpg'][0]).toBe(0xff);
    expect((await fetch(`${server.url}/api/marketing/content/999999/package`)).status).toBe(404);
  });

  it('an approved item survives a restart of the server', async () => {
    const item = marketingItemSchema.parse((await api.post(`/api/projects/${ids.id}/generate-marketing`, {})).body);
    await api.post(`/api/marketing/content/${item.id}/approve`);
    if (kind === 'postgres') {
      // A second server process on the same database (the first keeps its database for the other tests).
      const database = await openDatabase({ databaseUrl: server.databaseUrl as string });
      const app = await buildApp({ database, logLevel: 'silent', ai: builtInEngine, autoChecks: false, storage: server.storage });
      await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
        const list = (await httpClient({ url }).get('/api/marketing/content')).body as MarketingItem[];
        expect(list.find((i) => i.id === item.id)).toEqual({ ...item, status: 'approved', approvedAt: expect.any(String) });
      } finally {
        await app.close();
        await database.close();
      }
    }
  });
});

describe('marketing content after a PGlite restart', () => {
  const dir = path.join(os.tmpdir(), `plumbline-marketing-${process.pid}-${Date.now()}`);
  afterAll(() => fs.rm(dir, { recursive: true, force: true, maxRetries: 5 }));

  const start = async () => {
    const database = await openDatabase({ dataDir: path.join(dir, 'data'), engine: 'pglite' });
    const storage = localDiskStorage(path.join(dir, 'uploads'));
    const app = await buildApp({ database, logLevel: 'silent', ai: builtInEngine, autoChecks: false, storage });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    return {
      url,
      database,
      storage,
      databaseUrl: null,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  };

  it('reopens the same data directory and still lists the approved item, photos and package included', async () => {
    const first = await start();
    const ids = await seed(first);
    const api = httpClient(first);
    const item = marketingItemSchema.parse((await api.post(`/api/projects/${ids.id}/generate-marketing`, {})).body);
    expect((await api.post(`/api/marketing/content/${item.id}/approve`)).status).toBe(200);
    await first.close();

    const second = await start();
    try {
      const list = (await httpClient(second).get('/api/marketing/content')).body as MarketingItem[];
      const kept = list.find((i) => i.id === item.id);
      expect(kept).toMatchObject({ status: 'approved', content: item.content, photos: item.photos, city: 'Sarasota' });
      const zip = await fetch(`${second.url}/api/marketing/content/${item.id}/package`);
      expect(Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer()))).length).toBe(5);
      const rows = await second.database.db.execute(sql`SELECT count(*)::int AS n FROM marketing_content WHERE status = 'approved'`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
    } finally {
      await second.close();
    }
    // Two starts of a durable PGlite (the first runs initdb and every migration) take well over 30 s on a busy 2-core CI machine.
  }, 180_000);
});
