import { defineEndpoint } from './endpoint';

/**
 * Server-sent events: `event: ready` once, `event: change` with data {table, ids, projectIds} (domain/data-changes.ts)
 * for each committed write, and `event: heartbeat` at intervals.
 */
export const eventsApi = {
  stream: defineEndpoint({ method: 'GET', path: '/api/events', produces: 'text/event-stream' }),
};
