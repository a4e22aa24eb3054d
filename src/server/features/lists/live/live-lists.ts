import type { FastifyBaseLogger } from 'fastify';
import type { TitleNamesReader } from '../title-names-reader';
import type { TrackedTitleStore } from '../tracked-title-store';
import type { BusMessage, ListChangeBus } from './list-change-bus';
import { eventFrame } from './sse-frames';

/** One open stream: `send` answers false once the stream can take no more. */
export interface LiveStream {
  send(frame: string): boolean;
  close(): void;
}

interface UserStreams {
  streams: Set<LiveStream>;
  unsubscribe: () => void;
  /** Deliveries run one after another, so events leave in the order the changes were made. */
  queue: Promise<void>;
}

/**
 * The live streams this instance holds, by user. One bus subscription per user, whatever the
 * number of tabs: each change's rows are read once and the same frames go to every stream.
 */
export class LiveLists {
  private readonly users = new Map<string, UserStreams>();

  constructor(
    private readonly bus: ListChangeBus,
    private readonly store: TrackedTitleStore,
    private readonly names: TitleNamesReader,
    private readonly log: FastifyBaseLogger,
  ) {}

  streamCount(userId: string): number {
    return this.users.get(userId)?.streams.size ?? 0;
  }

  /** Returns the detach function. */
  attach(userId: string, stream: LiveStream): () => void {
    let user = this.users.get(userId);
    if (!user) {
      const created: UserStreams = {
        streams: new Set(),
        unsubscribe: () => undefined,
        queue: Promise.resolve(),
      };
      created.unsubscribe = this.bus.subscribe(userId, (message) => {
        created.queue = created.queue.then(() => this.deliver(userId, created, message));
      });
      this.users.set(userId, created);
      user = created;
    }
    user.streams.add(stream);
    const attached = user;
    return () => {
      attached.streams.delete(stream);
      if (attached.streams.size === 0 && this.users.get(userId) === attached) {
        attached.unsubscribe();
        this.users.delete(userId);
      }
    };
  }

  /** On shutdown: streams never end by themselves, and the server waits for open connections. */
  closeAll(): void {
    for (const user of this.users.values()) {
      for (const stream of [...user.streams]) stream.close();
    }
  }

  private async deliver(userId: string, user: UserStreams, message: BusMessage): Promise<void> {
    try {
      const frames = await this.framesOf(userId, message);
      for (const stream of [...user.streams]) {
        for (const frame of frames) {
          if (!stream.send(frame)) {
            stream.close();
            break;
          }
        }
      }
    } catch (error) {
      this.log.error({ err: error, userId }, 'could not deliver a list change');
      for (const stream of [...user.streams]) stream.send(eventFrame('resync', {}));
    }
  }

  private async framesOf(userId: string, message: BusMessage): Promise<string[]> {
    if (message.kind === 'resync') return [eventFrame('resync', {})];
    const { change } = message;
    // Rows deleted since the change was made have their own delete event coming.
    const items = await this.names.withNames(await this.store.itemsByKeys(userId, change.upserted));
    return [
      ...items.map((item) => eventFrame('upsert', item, change.version)),
      ...change.deleted.map((key) => eventFrame('delete', key, change.version)),
    ];
  }
}
