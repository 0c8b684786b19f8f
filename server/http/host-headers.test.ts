import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPayload } from '../test/factories';
import { databaseKinds, httpClient, rowCount, startTestServer, type TestServer } from '../test/harness';
import { HOST_DUPLICATED, HOST_REFUSED } from './network-guard';

// Issue 38: only the first of two Host headers was checked, and an absolute request-target's host (which RFC 9112
// §3.2.2 says the server uses instead of Host) was not checked at all. Requests written byte by byte.

/** Sends one raw HTTP/1.1 request and resolves with the status code and body of the answer. */
function raw(url: string, head: string, body = ''): Promise<{ status: number; body: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let text = '';
    socket.on('data', (c) => {
      text += c;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(text.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(`${head.replaceAll('\n', '\r\n')}Connection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  });
}

describe.each(databaseKinds)('every Host a request names is checked, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 120_000);
  afterAll(() => server.close());

  it('refuses two Host headers (400) and an absolute target naming a foreign host (403), writing nothing', async () => {
    const port = new URL(server.url).port;
    const json = `Content-Type: application/json\n`;
    const body = JSON.stringify(projectPayload({ name: 'Rebound' }));
    const before = await rowCount(server, 'projects');
    const twoHosts = await raw(server.url, `POST /api/projects HTTP/1.1\nHost: 127.0.0.1:${port}\nHost: evil.example\n${json}`, body);
    expect(twoHosts.status).toBe(400);
    expect(JSON.parse(twoHosts.body)).toEqual({ message: HOST_DUPLICATED });
    const absolute = await raw(server.url, `POST http://evil.example/api/projects HTTP/1.1\nHost: 127.0.0.1:${port}\n${json}`, body);
    expect(absolute.status).toBe(403);
    expect(JSON.parse(absolute.body)).toEqual({ message: HOST_REFUSED });
    const read = await raw(server.url, `GET http://evil.example:${port}/api/projects HTTP/1.1\nHost: 127.0.0.1:${port}\n`);
    expect(read.status).toBe(403);
    expect(await rowCount(server, 'projects')).toBe(before);
    // One allowed Host (and an absolute target naming an allowed host) still passes the guard.
    expect((await raw(server.url, `GET /api/health HTTP/1.1\nHost: 127.0.0.1:${port}\n`)).status).toBe(200);
    expect((await raw(server.url, `GET http://127.0.0.1:${port}/api/health HTTP/1.1\nHost: 127.0.0.1:${port}\n`)).status).not.toBe(403);
    expect((await httpClient(server).get('/api/health')).status).toBe(200);
  });
});
