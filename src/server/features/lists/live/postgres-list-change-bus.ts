import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery } from 'kysely';
import type pg from 'pg';
import type { TrackedTitleKey } from '../../../../shared/tracked-title';
import type { Executor } from '../../auth/users';
import { BatchedSender } from '../../../lib/batched-sender';
import type { ListChange } from '../tracked-title-store';
import type { BusMessage, ListChangeBus } from './list-change-bus';

/** NOTIFY payloads must stay under 8000 bytes; this many keys (about 16 bytes each) stay well under. */
const KEYS_PER_NOTIFICATION = 200;
/** At most 8,000 bytes each, so one statement carries at most about 2 MB of notices. */
const NOTICES_PER_STATEMENT = 250;
/** PostgreSQL runs a volatile call in the select list after the sort: notices go out in order. */
const NOTIFY_EACH = `select pg_notify($1, payload)
  from unnest($2::text[]) with ordinality as notice(payload, position)
  order by position`;
const RECONNECT_FIRST_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

interface Notice {
  u: string;
  v: number;
  a: string[];
  d: string[];
}

const keyText = (key: TrackedTitleKey) => `${key.media_type}/${key.id}`;

function keyOf(text: string): TrackedTitleKey | null {
  const match = /^(tv|movie)\/(\d{1,10})$/.exec(text);
  return match ? { media_type: match[1] as 'tv' | 'movie', id: Number(match[2]) } : null;
}

function changeOf(payload: string): ListChange | null {
  try {
    const notice = JSON.parse(payload) as Partial<Notice>;
    if (typeof notice.u !== 'string' || typeof notice.v !== 'number') return null;
    const keys = (list: unknown) =>
      (Array.isArray(list) ? list : [])
        .map((text) => (typeof text === 'string' ? keyOf(text) : null))
        .filter((key): key is TrackedTitleKey => key !== null);
    return {
      userId: notice.u,
      version: notice.v,
      upserted: keys(notice.a),
      deleted: keys(notice.d),
    };
  } catch {
    return null;
  }
}

/** Splits a large change (an import batch) into payloads NOTIFY accepts. */
function noticesOf(change: ListChange): Notice[] {
  const all = [
    ...change.upserted.map((key) => ['a', keyText(key)] as const),
    ...change.deleted.map((key) => ['d', keyText(key)] as const),
  ];
  const notices: Notice[] = [];
  for (let start = 0; start < all.length; start += KEYS_PER_NOTIFICATION) {
    const part = all.slice(start, start + KEYS_PER_NOTIFICATION);
    notices.push({
      u: change.userId,
      v: change.version,
      a: part.filter(([kind]) => kind === 'a').map(([, text]) => text),
      d: part.filter(([kind]) => kind === 'd').map(([, text]) => text),
    });
  }
  return notices;
}

export interface PostgresBusOptions {
  db: Executor;
  /** A fresh client outside the pool: LISTEN keeps its connection for as long as it listens. */
  newClient: () => pg.Client;
  /** One channel per schema, so deployments (and test runs) sharing a server stay apart. */
  channel: string;
  log: FastifyBaseLogger;
}

/**
 * Every instance LISTENs on one channel; a write NOTIFYs (user, keys, version) after its commit,
 * and each instance then reads the rows for its own subscribers. A lost connection is retried
 * with backoff, and subscribers are told to resync, as notices sent meanwhile are gone.
 */
export class PostgresListChangeBus implements ListChangeBus {
  private readonly local = new EventEmitter();
  private client: pg.Client | null = null;
  private closing = false;
  private reconnectDelay = RECONNECT_FIRST_MS;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private hasListened = false;
  /** The client once its LISTEN has succeeded, until it is lost. */
  private listening: pg.Client | null = null;
  private readonly notices = new BatchedSender<string>(
    (payloads) => this.notifyAll(payloads),
    NOTICES_PER_STATEMENT,
  );

  private constructor(private readonly options: PostgresBusOptions) {
    this.local.setMaxListeners(0);
  }

  /** Resolves once listening, so a change committed right after start-up is heard. */
  static async start(options: PostgresBusOptions): Promise<PostgresListChangeBus> {
    const bus = new PostgresListChangeBus(options);
    await bus.connect();
    return bus;
  }

  publish(change: ListChange): Promise<void> {
    return this.notices.send(noticesOf(change).map((notice) => JSON.stringify(notice)));
  }

  /**
   * Through the listening connection while it is up: under load a NOTIFY would otherwise queue
   * for a pool connection behind the writes themselves (decision 207). One connection also
   * sends this instance's notices in the order the changes were made, and every notice that
   * came while one statement was on its way goes in the next (decision 245).
   */
  private async notifyAll(payloads: string[]): Promise<void> {
    const parameters = [this.options.channel, payloads];
    const client = this.listening;
    await (client
      ? client.query(NOTIFY_EACH, parameters)
      : this.options.db.executeQuery(CompiledQuery.raw(NOTIFY_EACH, parameters)));
  }

  subscribe(userId: string, listener: (message: BusMessage) => void): () => void {
    this.local.on(userId, listener);
    return () => this.local.off(userId, listener);
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.local.removeAllListeners();
    const client = this.client;
    this.client = null;
    this.listening = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = this.options.newClient();
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      this.listening = null;
      client.removeAllListeners();
      void client.end().catch(() => undefined);
      if (this.closing) return;
      this.options.log.warn({ err: error }, 'list change feed lost its PostgreSQL connection');
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel !== this.options.channel || !message.payload) return;
      const change = changeOf(message.payload);
      if (change) this.local.emit(change.userId, { kind: 'change', change } satisfies BusMessage);
    });
    this.client = client;
    await client.connect();
    await client.query(`LISTEN "${this.options.channel}"`);
    this.listening = client;
    if (this.hasListened) this.resyncEveryone();
    this.hasListened = true;
    this.reconnectDelay = RECONNECT_FIRST_MS;
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer || this.closing) return;
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect().catch((error: unknown) => {
        this.options.log.warn({ err: error }, 'list change feed could not reconnect yet');
        if (this.client) {
          const failed = this.client;
          this.client = null;
          failed.removeAllListeners();
          void failed.end().catch(() => undefined);
        }
        this.scheduleReconnect();
      });
    }, delay);
    this.reconnectTimer.unref();
  }

  private resyncEveryone(): void {
    for (const userId of this.local.eventNames()) {
      this.local.emit(userId, { kind: 'resync' } satisfies BusMessage);
    }
  }
}

/** LISTEN takes an identifier (at most 63 bytes), so the schema's name is reduced to one. */
export function changeChannelFor(schema: string | undefined): string {
  const suffix = schema ? `_${schema.toLowerCase().replace(/[^a-z0-9_]/g, '_')}` : '';
  return `tsuzuki_lists${suffix}`.slice(0, 63);
}
