/** One server-sent event as read off the wire. */
export type StreamEvent = { event: string; data: string };

/**
 * Reads GET /api/events (or any SSE URL) with fetch, like a browser's EventSource: events are collected in
 * order, and next() waits for the first not yet taken that matches.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream', ...headers } });
  if (!res.body) throw new Error('no body');
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data !== undefined) events.push({ event, data });
          cut = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
      for (const wake of waiters) wake();
    }
  })();
  /** Resolves with (and takes) the first event received and not yet taken that matches; rejects after timeoutMs. */
  const next = (match: (e: StreamEvent) => boolean = () => true, timeoutMs = 5000): Promise<StreamEvent> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const i = events.findIndex(match);
        if (i >= 0) {
          const [event] = events.splice(i, 1);
          done();
          resolve(event);
          return;
        }
        if (ended) {
          done();
          reject(new Error('the event stream ended'));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return {
    status: res.status,
    headers: res.headers,
    next,
    /** Resolves once the server has ended the stream. */
    ended: pump,
    close: () => controller.abort(),
  };
}
