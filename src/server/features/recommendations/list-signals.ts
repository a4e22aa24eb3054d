import type { MediaType } from '../../../shared/catalogue-types';
import type { AppDatabase } from '../../db/connect';
import { candidateKey } from './built-in/candidate';

/** Bind parameters stay well under every driver's limit. */
const MAX_SHARED_LOOKUP = 500;
const MAX_NEIGHBOURS = 50;
const MAX_NEIGHBOUR_ROWS = 20_000;

export interface OwnTitle {
  key: string;
  id: number;
  status: string;
  title: string;
  /** The user marked one of its seasons as a favourite (issue 32). */
  favourite: boolean;
}

/** What other users of the instance who share titles with the user went on to complete. */
export interface NeighbourCompletion {
  key: string;
  mediaType: MediaType;
  id: number;
  /** Sum of the completers' likeness to the user (cosine over their sets of titles). */
  weight: number;
  count: number;
  /** The user's title those completers most often share, for the reason line. */
  sharedTitle: string | null;
}

/** The lists data the built-in recommender reads: the user's own titles and similar users'. */
export class ListSignals {
  constructor(private readonly database: AppDatabase) {}

  async ownTitles(userId: string): Promise<OwnTitle[]> {
    const { db } = this.database;
    const [rows, favourites] = await Promise.all([
      db
        .selectFrom('tracked_titles')
        .select(['media_type', 'title_id', 'status', 'title', 'name'])
        .where('user_id', '=', userId)
        .execute(),
      db
        .selectFrom('list_entries')
        .select(['media_type', 'title_id'])
        .distinct()
        .where('user_id', '=', userId)
        .where('favourite', '=', 1)
        .execute(),
    ]);
    const favouriteKeys = new Set(
      favourites.map((row) => candidateKey(row.media_type, row.title_id)),
    );
    return rows.map((row) => {
      const key = candidateKey(row.media_type, row.title_id);
      return {
        key,
        id: row.title_id,
        status: row.status,
        title: row.title ?? row.name ?? '',
        favourite: favouriteKeys.has(key),
      };
    });
  }

  async neighbourCompletions(
    userId: string,
    own: readonly OwnTitle[],
  ): Promise<NeighbourCompletion[]> {
    const liked = own.filter((title) => title.status !== 'dropped');
    if (liked.length === 0) return [];
    const lookup = liked.slice(0, MAX_SHARED_LOOKUP);
    const titleByKey = new Map(liked.map((title) => [title.key, title.title]));
    const ownKeys = new Set(own.map((title) => title.key));
    const ids = [...new Set(lookup.map((title) => title.id))];
    const { db } = this.database;

    const sharedRows = await db
      .selectFrom('tracked_titles')
      .select(['user_id', 'media_type', 'title_id'])
      .where('title_id', 'in', ids)
      .where('user_id', '<>', userId)
      .where('status', '<>', 'dropped')
      .execute();
    const sharedByUser = new Map<string, string[]>();
    for (const row of sharedRows) {
      const key = candidateKey(row.media_type, row.title_id);
      if (!titleByKey.has(key)) continue;
      sharedByUser.set(row.user_id, [...(sharedByUser.get(row.user_id) ?? []), key]);
    }
    const neighbours = [...sharedByUser]
      .sort(([a, sharedA], [b, sharedB]) => sharedB.length - sharedA.length || (a < b ? -1 : 1))
      .slice(0, MAX_NEIGHBOURS);
    if (neighbours.length === 0) return [];
    const neighbourIds = neighbours.map(([id]) => id);

    const sizes = await db
      .selectFrom('tracked_titles')
      .select(['user_id', db.fn.countAll<number | string>().as('titles')])
      .where('user_id', 'in', neighbourIds)
      .where('status', '<>', 'dropped')
      .groupBy('user_id')
      .execute();
    const sizeOf = new Map(sizes.map((row) => [row.user_id, Number(row.titles)]));
    const likeness = new Map(
      neighbours.map(([id, shared]) => [
        id,
        shared.length / Math.sqrt(liked.length * Math.max(1, sizeOf.get(id) ?? shared.length)),
      ]),
    );

    const completed = await db
      .selectFrom('tracked_titles')
      .select(['user_id', 'media_type', 'title_id'])
      .where('user_id', 'in', neighbourIds)
      .where('status', '=', 'completed')
      .orderBy('user_id')
      .orderBy('updated_at', 'desc')
      .limit(MAX_NEIGHBOUR_ROWS)
      .execute();
    const byTitle = new Map<string, NeighbourCompletion & { sharedCounts: Map<string, number> }>();
    for (const row of completed) {
      const key = candidateKey(row.media_type, row.title_id);
      if (ownKeys.has(key)) continue;
      const entry = byTitle.get(key) ?? {
        key,
        mediaType: row.media_type,
        id: row.title_id,
        weight: 0,
        count: 0,
        sharedTitle: null,
        sharedCounts: new Map<string, number>(),
      };
      entry.weight += likeness.get(row.user_id) ?? 0;
      entry.count += 1;
      for (const shared of sharedByUser.get(row.user_id) ?? []) {
        entry.sharedCounts.set(shared, (entry.sharedCounts.get(shared) ?? 0) + 1);
      }
      byTitle.set(key, entry);
    }
    return [...byTitle.values()].map(({ sharedCounts, ...entry }) => {
      const [mostShared] = [...sharedCounts].sort(
        ([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1),
      );
      return { ...entry, sharedTitle: mostShared ? (titleByKey.get(mostShared[0]) ?? null) : null };
    });
  }
}
