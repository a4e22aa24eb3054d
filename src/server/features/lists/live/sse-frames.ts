import type { ListEventName } from '../../../../shared/lists-api';

/** How long an EventSource waits before reconnecting after the stream drops. */
export const RECONNECT_AFTER_MS = 5000;

export function retryFrame(): string {
  return `retry: ${RECONNECT_AFTER_MS}\n\n`;
}

/** One Server-Sent Event; JSON never holds a raw line break, so one data line suffices. */
export function eventFrame(event: ListEventName, data: unknown, id?: number): string {
  const idLine = id === undefined ? '' : `id: ${id}\n`;
  return `${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: ignored by EventSource, it keeps proxies from closing an idle stream. */
export function heartbeatFrame(): string {
  return ': heartbeat\n\n';
}
