import {
  DEFAULT_SCROBBLE_MAPPING,
  type ScrobbleMapping,
  type ScrobbleNumbering,
} from '../../../shared/scrobble-api';
import type { TrackedTitleKey } from '../../../shared/tracked-title';
import type { Clock } from '../auth/clock';
import type { Executor } from '../auth/users';

/** A user remembers at most this many series → title choices. */
export const MAX_CHOICES_PER_USER = 2000;

/**
 * What users told us about their media servers' titles: which catalogue title a series is
 * (remembered under the server's series id and under its exact name), and how a title's
 * episode numbers read (decision 233).
 */
export class ScrobbleChoiceStore {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  /** The title chosen under the first of the keys that has one. */
  async chosen(userId: string, keys: readonly string[]): Promise<TrackedTitleKey | null> {
    if (keys.length === 0) return null;
    const rows = await this.db
      .selectFrom('scrobble_choices')
      .select(['choice_key', 'media_type', 'title_id'])
      .where('user_id', '=', userId)
      .where('choice_key', 'in', [...keys])
      .execute();
    for (const key of keys) {
      const row = rows.find((each) => each.choice_key === key);
      if (row) return { media_type: row.media_type, id: row.title_id };
    }
    return null;
  }

  /** Remembers the title under every key; false when the user already keeps too many. */
  async choose(userId: string, keys: readonly string[], title: TrackedTitleKey): Promise<boolean> {
    const { count } = await this.db
      .selectFrom('scrobble_choices')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) + keys.length > MAX_CHOICES_PER_USER) return false;
    const chosen = {
      media_type: title.media_type,
      title_id: title.id,
      created_at: this.clock.now(),
    };
    for (const key of keys) {
      await this.db
        .insertInto('scrobble_choices')
        .values({ user_id: userId, choice_key: key, ...chosen })
        .onConflict((conflict) => conflict.columns(['user_id', 'choice_key']).doUpdateSet(chosen))
        .execute();
    }
    return true;
  }

  async mappingOf(userId: string, title: TrackedTitleKey): Promise<ScrobbleMapping> {
    const row = await this.db
      .selectFrom('scrobble_mappings')
      .select(['numbering', 'season_offset'])
      .where('user_id', '=', userId)
      .where('media_type', '=', title.media_type)
      .where('title_id', '=', title.id)
      .executeTakeFirst();
    return row
      ? { numbering: row.numbering as ScrobbleNumbering, seasonOffset: row.season_offset }
      : DEFAULT_SCROBBLE_MAPPING;
  }

  /** The default mapping is kept as no row at all. */
  async setMapping(
    userId: string,
    title: TrackedTitleKey,
    mapping: ScrobbleMapping,
  ): Promise<void> {
    const where = this.db
      .deleteFrom('scrobble_mappings')
      .where('user_id', '=', userId)
      .where('media_type', '=', title.media_type)
      .where('title_id', '=', title.id);
    if (mapping.numbering === 'seasons' && mapping.seasonOffset === 0) {
      await where.execute();
      return;
    }
    const values = {
      numbering: mapping.numbering,
      season_offset: mapping.seasonOffset,
      updated_at: this.clock.now(),
    };
    await this.db
      .insertInto('scrobble_mappings')
      .values({ user_id: userId, media_type: title.media_type, title_id: title.id, ...values })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'media_type', 'title_id']).doUpdateSet(values),
      )
      .execute();
  }

  async removeAllOf(db: Executor, userId: string): Promise<void> {
    await db.deleteFrom('scrobble_choices').where('user_id', '=', userId).execute();
    await db.deleteFrom('scrobble_mappings').where('user_id', '=', userId).execute();
  }
}
