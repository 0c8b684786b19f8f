import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { eventsApi } from '../../domain/api/events';
import { type DataChange, dataChangeSchema } from '../../domain/data-changes';
import { invalidateAfterWrite } from './data-changes';

/** connecting: first attempt under way; live: events arrive; lost: disconnected, a retry is scheduled. */
export type LiveState = 'connecting' | 'live' | 'lost';

/** The server sends a heartbeat every 20 s: a stream silent for this long is treated as dead (sleep, Wi-Fi change). */
const SILENCE_MS = 50_000;
/** Reconnect delays grow 1 s, 2 s, 4 s … up to this, with jitter so many screens don't return at once. */
const MAX_RETRY_MS = 30_000;
/** Changes arriving together (an expense and the project totals it moved) are applied in one refresh. */
const BATCH_MS = 50;

/** Reconnect delay for the given failed attempt (0-based), 50–100 % of the exponential step. */
export function retryDelay(attempt: number, random = Math.random()): number {
  return Math.min(MAX_RETRY_MS, 1000 * 2 ** attempt) * (0.5 + random / 2);
}

/**
 * Keeps one server-sent event stream (GET /api/events) open and turns each change event into the invalidation of
 * the queries it affects (client/app/data-changes.ts). After events were lost, everything is refreshed once the
 * stream is back, since changes may have been missed. Returns the connection state for the top bar.
 */
export function useLiveChanges(url = eventsApi.stream.path): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => connectLive(url, queryClient, setState), [url, queryClient]);
  return state;
}

function connectLive(url: string, queryClient: QueryClient, setState: (s: LiveState) => void): () => void {
  let source: EventSource | null = null;
  let attempt = 0;
  let missed = false;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let batchTimer: ReturnType<typeof setTimeout> | undefined;
  let batch: DataChange[] = [];

  const heard = () => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(lose, SILENCE_MS);
  };
  const flush = () => {
    const writes = batch;
    batch = [];
    void invalidateAfterWrite(queryClient, ...writes);
  };
  const connect = () => {
    if (stopped) return;
    source = new EventSource(url, { withCredentials: true });
    source.addEventListener('ready', () => {
      attempt = 0;
      heard();
      setState('live');
      if (missed) {
        missed = false;
        void queryClient.invalidateQueries();
      }
    });
    source.addEventListener('heartbeat', heard);
    source.addEventListener('change', (e) => {
      heard();
      const parsed = dataChangeSchema.safeParse(safeJson((e as MessageEvent<string>).data));
      if (!parsed.success) return;
      batch.push(parsed.data);
      if (batch.length === 1) batchTimer = setTimeout(flush, BATCH_MS);
    });
    source.onerror = lose;
  };
  function lose() {
    source?.close();
    source = null;
    clearTimeout(silenceTimer);
    clearTimeout(retryTimer);
    if (stopped) return;
    missed = true;
    setState('lost');
    retryTimer = setTimeout(connect, retryDelay(attempt++));
  }
  // Back online: try now rather than at the end of a long backoff.
  const online = () => {
    if (source) return;
    clearTimeout(retryTimer);
    connect();
  };

  window.addEventListener('online', online);
  connect();
  return () => {
    stopped = true;
    window.removeEventListener('online', online);
    clearTimeout(retryTimer);
    clearTimeout(silenceTimer);
    clearTimeout(batchTimer);
    source?.close();
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
