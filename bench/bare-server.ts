import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The reference server: bare Fastify (no plugins, no hooks, no schemas) answering GET /bare/:name with a
 * body held in memory as a pre-serialized string, with the real server's content type. The real endpoint's
 * req/s divided by this one's is the "ratio to bare": how much of the possible throughput the app keeps.
 * Like the real server, it sends bodies of 1 KB or more gzipped (compressed once, up front) when asked.
 */
export async function startBareServer(bodies: Record<string, string>): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = Fastify({ logger: false });
  const byName = new Map(Object.entries(bodies));
  const gzipped = new Map(Object.entries(bodies).map(([name, body]) => [name, gzipSync(body)]));
  app.get<{ Params: { name: string } }>('/bare/:name', (req, reply) => {
    const body = byName.get(req.params.name);
    if (body === undefined) return reply.status(404).send({ message: 'No such body' });
    if (body.length >= 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      return reply
        .type('application/json; charset=utf-8')
        .header('content-encoding', 'gzip')
        .header('vary', 'accept-encoding')
        .send(gzipped.get(req.params.name));
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, baseUrl };
}
