import type { ServerResponse } from 'node:http';
import { eventsApi } from '../../../domain/api/events';
import type { DataChange } from '../../../domain/data-changes';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { isForeman } from '../../http/scope';
import { foremanChange, foremanProjects } from './foreman-changes';

/** How long a browser waits before reconnecting after the stream ends (the SSE `retry` field). */
const RETRY_MS = 2000;

/**
 * GET /api/events (contract: domain/api/events.ts): server-sent events. Each committed write anywhere (this process, another server on the same
 * PostgreSQL, a direct SQL session) arrives as `event: change` with data {table, ids, projectIds}; `event:
 * heartbeat` comes every config.eventHeartbeatMs (a dead connection shows). Streams end when the server closes, so app.close() does not wait on them.
 */
export const eventRoutes: Feature =
  ({ changes, config, db }) =>
  async (app) => {
    const heartbeatMs = config.eventHeartbeatMs;
    const open = new Set<ServerResponse>();

    app.addHook('preClose', async () => {
      for (const res of open) res.end();
    });

    route(app, eventsApi.stream, async (req, reply) => {
      const actor = req.actor;
      let mine = actor && isForeman(actor) ? await foremanProjects(db, actor) : null;
      reply.hijack();
      const res = reply.raw;
      // The security headers (server/http/security.ts) are Fastify's own until it sends; a hijacked answer sends them itself.
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
      open.add(res);
      const send = (change: DataChange) => res.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
      let unsubscribe: () => void;
      if (actor && mine) {
        // A foreman hears only of his projects (issue 38 scope 2). Changes are handled one after the other, so a team
        // change re-reads his projects before the changes that follow it are filtered.
        let queue = Promise.resolve();
        unsubscribe = changes.subscribe((change) => {
          queue = queue
            .then(async () => {
              if (change.table === 'project_employees') mine = await foremanProjects(db, actor);
              const his = mine && foremanChange(change, mine);
              if (his && !res.writableEnded) send(his);
            })
            .catch(() => {
              res.end(); // the projects could not be read: the browser reconnects and refetches
            });
        });
      } else unsubscribe = changes.subscribe(send);
      const heartbeat = setInterval(() => res.write('event: heartbeat\ndata: {}\n\n'), heartbeatMs);
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
      };
      req.raw.on('close', stop);
      res.on('close', stop);
      return reply; // hijacked: Fastify sends nothing more
    });
  };
