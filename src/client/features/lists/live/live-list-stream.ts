import { backoffDelay, type BackoffPolicy } from '../../../../shared/backoff';
import type { TrackedTitle, TrackedTitleKey } from '../../../../shared/tracked-title';
import { apiKeyHeader } from '../../../lib/api';
import { ServerSentEventParser, type ServerSentEvent } from './sse-parser';

/** Spec §9, the document store client's defaults: backoff from 1 s by 1.5 up to 60 s. */
export const LIVE_LIST_BACKOFF: BackoffPolicy = { baseMs: 1000, factor: 1.5, maxMs: 60_000 };
/** Spec §9: a stream silent this long is dead (the server sends a heartbeat every 25 s). */
export const STREAM_IDLE_TIMEOUT_MS = 60_000;

export type LiveListEvent =
  | { type: 'ready'; version: number }
  | { type: 'upsert'; item: TrackedTitle; version: number | null }
  | { type: 'delete'; key: TrackedTitleKey; version: number | null }
  | { type: 'resync' };

export interface LiveListStreamOptions {
  onEvent: (event: LiveListEvent) => void;
  /** The server refused the stream (401: signed out); no reconnection follows. */
  onRefused: (status: number) => void;
  /** A connection attempt got no answer at all: the server or the network is not there. */
  onUnanswered?: () => void;
  url?: string;
  /** For callers outside a browser, e.g. a cookie. */
  headers?: Record<string, string>;
  backoff?: BackoffPolicy;
  idleTimeoutMs?: number;
}

const REFUSALS = new Set([401, 403]);

function versionOf(id: string | null): number | null {
  const version = id === null ? NaN : Number(id);
  return Number.isSafeInteger(version) ? version : null;
}

function listEventOf(event: ServerSentEvent): LiveListEvent | null {
  const version = versionOf(event.id);
  const data = JSON.parse(event.data) as unknown;
  switch (event.event) {
    case 'ready':
      return { type: 'ready', version: (data as { version: number }).version };
    case 'upsert':
      return { type: 'upsert', item: data as TrackedTitle, version };
    case 'delete':
      return { type: 'delete', key: data as TrackedTitleKey, version };
    case 'resync':
      return { type: 'resync' };
    default:
      return null;
  }
}

/**
 * GET /api/lists/events read with fetch rather than EventSource, which cannot send the
 * instance's X-Api-Key nor back off as the spec asks. Reconnects after any drop, a silent
 * stream or a server error, waiting longer after each failed attempt.
 */
export function openLiveListStream(options: LiveListStreamOptions): {
  close: () => void;
  /** The server is back: reconnect now rather than at the end of the current wait. */
  retryNow: () => void;
} {
  const url = options.url ?? '/api/lists/events';
  const backoff = options.backoff ?? LIVE_LIST_BACKOFF;
  const idleTimeoutMs = options.idleTimeoutMs ?? STREAM_IDLE_TIMEOUT_MS;
  let closed = false;
  let current: AbortController | null = null;
  let wakeUp: (() => void) | null = null;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function readStream(body: ReadableStream<Uint8Array>, controller: AbortController) {
    const parser = new ServerSentEventParser();
    const decoder = new TextDecoder();
    const reader = body.getReader();
    let idle = setTimeout(() => controller.abort(), idleTimeoutMs);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        clearTimeout(idle);
        idle = setTimeout(() => controller.abort(), idleTimeoutMs);
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          const listEvent = listEventOf(event);
          if (listEvent && !closed) options.onEvent(listEvent);
        }
      }
    } finally {
      clearTimeout(idle);
    }
  }

  async function run(): Promise<void> {
    let failures = 0;
    while (!closed) {
      const controller = new AbortController();
      current = controller;
      let connected = false;
      try {
        const response = await fetch(url, {
          headers: {
            Accept: 'text/event-stream',
            ...(await apiKeyHeader(url)),
            ...options.headers,
          },
          credentials: 'same-origin',
          cache: 'no-store',
          signal: controller.signal,
        });
        if (REFUSALS.has(response.status)) {
          await response.body?.cancel();
          if (!closed) options.onRefused(response.status);
          return;
        }
        if (response.ok && response.body) {
          connected = true;
          await readStream(response.body, controller);
        } else {
          await response.body?.cancel();
        }
      } catch {
        // A dropped or silent stream: reconnect below.
        if (!connected && !closed) options.onUnanswered?.();
      }
      if (closed) return;
      // A stream that opened and later dropped starts the waits again from the shortest.
      failures = connected ? 1 : failures + 1;
      await pause(backoffDelay(backoff, failures));
    }
  }

  void run();
  return {
    close: () => {
      closed = true;
      current?.abort();
      wakeUp?.();
    },
    retryNow: () => wakeUp?.(),
  };
}
