import type { Insertable } from 'kysely';
import type { TrackedTitleKey } from '../../../shared/tracked-title';
import type { ProgressHistoryTable } from '../../db/schema';
import type { TrackedState } from './merge';

export type ProgressHistoryRow = Insertable<ProgressHistoryTable>;

/**
 * The history row a write adds (decision 240): one when a title is added or its season or
 * episode changes, dated when the change was made; none otherwise.
 */
export function progressChangeOf(
  userId: string,
  key: TrackedTitleKey,
  before: TrackedState | null,
  after: TrackedState,
  at: number,
): ProgressHistoryRow | null {
  const from = before?.fields;
  const to = after.fields;
  if (
    from &&
    from.current_season === to.current_season &&
    from.current_episode === to.current_episode
  ) {
    return null;
  }
  return {
    user_id: userId,
    media_type: key.media_type,
    title_id: key.id,
    at,
    from_season: from?.current_season ?? null,
    from_episode: from?.current_episode ?? null,
    to_season: to.current_season,
    to_episode: to.current_episode,
  };
}
