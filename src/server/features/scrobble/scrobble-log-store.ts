import { randomBytes } from 'node:crypto';
import {
  SCROBBLE_LOG_LIMIT,
  type ScrobbleLogEntry,
  type ScrobbleOutcome,
  type ScrobbleServer,
} from '../../../shared/scrobble-api';
import type { TrackedTitleKey } from '../../../shared/tracked-title';
import type { ScrobbleLogTable } from '../../db/schema';
import type { Clock } from '../auth/clock';
import type { Executor } from '../auth/users';

export interface LoggedEvent {
  server: ScrobbleServer;
  event: string;
  outcome: ScrobbleOutcome;
  reason: string;
  seriesName: string | null;
  season: number | null;
  episode: number | null;
  /** Where a title chosen for this event is remembered; none for an event no choice can fix. */
  choiceKeys: string[];
  title: (TrackedTitleKey & { name: string | null }) | null;
}

function entryOf(row: ScrobbleLogTable): ScrobbleLogEntry {
  const choiceKeys = JSON.parse(row.choice_keys) as string[];
  return {
    id: row.id,
    receivedAt: new Date(Number(row.received_at)).toISOString(),
    server: row.server as ScrobbleServer,
    event: row.event,
    outcome: row.outcome as ScrobbleOutcome,
    reason: row.reason,
    seriesName: row.series_name,
    season: row.season,
    episode: row.episode,
    title:
      row.media_type !== null && row.title_id !== null
        ? { media_type: row.media_type, id: row.title_id, name: row.title_name }
        : null,
    fixable: choiceKeys.length > 0,
  };
}

/** Every event a user's webhook received and what it did, the newest SCROBBLE_LOG_LIMIT kept. */
export class ScrobbleLogStore {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  async append(userId: string, logged: LoggedEvent): Promise<void> {
    const now = this.clock.now();
    await this.db
      .insertInto('scrobble_log')
      .values({
        id: randomBytes(12).toString('base64url'),
        user_id: userId,
        received_at: now,
        server: logged.server,
        event: logged.event,
        outcome: logged.outcome,
        reason: logged.reason.slice(0, 500),
        series_name: logged.seriesName,
        season: logged.season,
        episode: logged.episode,
        choice_keys: JSON.stringify(logged.choiceKeys),
        media_type: logged.title?.media_type ?? null,
        title_id: logged.title?.id ?? null,
        title_name: logged.title?.name ?? null,
      })
      .execute();
    const oldestKept = await this.db
      .selectFrom('scrobble_log')
      .select(['received_at', 'id'])
      .where('user_id', '=', userId)
      .orderBy('received_at', 'desc')
      .orderBy('id', 'desc')
      .offset(SCROBBLE_LOG_LIMIT - 1)
      .limit(1)
      .executeTakeFirst();
    if (!oldestKept) return;
    await this.db
      .deleteFrom('scrobble_log')
      .where('user_id', '=', userId)
      .where((eb) =>
        eb(
          eb.refTuple('received_at', 'id'),
          '<',
          eb.tuple(Number(oldestKept.received_at), oldestKept.id),
        ),
      )
      .execute();
  }

  async list(userId: string): Promise<ScrobbleLogEntry[]> {
    const rows = await this.db
      .selectFrom('scrobble_log')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('received_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SCROBBLE_LOG_LIMIT)
      .execute();
    return rows.map(entryOf);
  }

  /** The keys an entry's choice is remembered under, or null for no such entry of the user. */
  async choiceKeysOf(userId: string, id: string): Promise<string[] | null> {
    const row = await this.db
      .selectFrom('scrobble_log')
      .select('choice_keys')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? (JSON.parse(row.choice_keys) as string[]) : null;
  }

  async removeAllOf(db: Executor, userId: string): Promise<void> {
    await db.deleteFrom('scrobble_log').where('user_id', '=', userId).execute();
  }
}
