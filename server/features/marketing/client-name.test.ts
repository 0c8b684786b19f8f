import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, postUpload, startTestServer, type TestServer } from '../../test/harness';

/**
 * A marketing post never prints the client's name unless the owner allows it for that post (issue 39: the
 * remodeler's post said "Client: Elena Martinez"). The name comes from the billing terms and from the
 * description the approval PDF filled in.
 */
describe.each(databaseKinds)("marketing and the client's name on %s", (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let id: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    const p = await api.post(
      '/api/projects',
      projectPayload({
        name: 'Martinez Kitchen Remodel',
        location: '88 Palm Ave, Sarasota, FL 34236',
        description: 'Client: Elena Martinez. New shaker cabinets and quartz countertops',
      }),
    );
    id = p.body.id;
    await api.put(`/api/projects/${id}/billing-terms`, { clientName: 'Elena Martinez', retainagePercent: 10, paymentTermsDays: 30 });
    for (const [category, caption] of [
      ['before', "The Martinez's old kitchen"],
      ['after', 'Cabinets and quartz installed'],
    ]) {
      const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } })
        .jpeg()
        .toBuffer();
      const res = await postUpload(
        server,
        `/api/projects/${id}/photos`,
        { field: 'photo', data, name: `${category}.jpg`, type: 'image/jpeg' },
        { category, caption },
      );
      expect(res.status).toBe(201);
    }
  }, 120_000);
  afterAll(() => server?.close());

  it('by default no part of the post names the client', async () => {
    const res = await api.post(`/api/projects/${id}/generate-marketing`, {});
    expect(res.status).toBe(201);
    const text = JSON.stringify(res.body.content);
    expect(text).not.toMatch(/Martinez|Elena|Client:/);
    expect(res.body.content.socialMediaPost.caption).toContain('Sarasota');
    expect(text).toContain('quartz');
  });

  it('when the owner ticks it for the post, the name is kept', async () => {
    const res = await api.post(`/api/projects/${id}/generate-marketing`, { customizations: { showClientName: true } });
    expect(res.status).toBe(201);
    expect(JSON.stringify(res.body.content)).toContain('Martinez');
  });

  it('the switch must be true or false', async () => {
    const res = await api.post(`/api/projects/${id}/generate-marketing`, { customizations: { showClientName: 'yes' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('showClientName must be true or false');
  });
});
