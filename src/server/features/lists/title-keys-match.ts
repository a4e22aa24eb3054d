import type { ExpressionBuilder } from 'kysely';
import type { MediaType } from '../../../shared/catalogue-types';
import type { TrackedTitleKey } from '../../../shared/tracked-title';
import type { DatabaseSchema } from '../../db/schema';

/** The tables keyed by (user_id, media_type, title_id, …). */
type TitleKeyedTables =
  'tracked_titles' | 'tracked_title_deletions' | 'list_entries' | 'watch_passes' | 'watch_history';

/**
 * The rows of these titles, written so that both databases answer from the primary key. SQLite
 * reads `(media_type = ? and title_id in …) or (…)` as every row of the user, then a filter: each
 * batch of a 20,000-line import read the whole list written so far. With the media types and the
 * ids as plain lists beside it, it searches the key, and the OR only sets aside crossed pairs.
 */
export function titleKeysMatch(
  eb: ExpressionBuilder<DatabaseSchema, TitleKeyedTables>,
  keys: readonly TrackedTitleKey[],
) {
  const idsByType = new Map<MediaType, number[]>();
  for (const key of keys) {
    const ids = idsByType.get(key.media_type);
    if (ids) ids.push(key.id);
    else idsByType.set(key.media_type, [key.id]);
  }
  const perType = [...idsByType].map(([mediaType, ids]) =>
    eb.and([eb('media_type', '=', mediaType), eb('title_id', 'in', ids)]),
  );
  if (perType.length < 2) return eb.or(perType);
  return eb.and([
    eb('media_type', 'in', [...idsByType.keys()]),
    eb('title_id', 'in', [...new Set(keys.map((key) => key.id))]),
    eb.or(perType),
  ]);
}
