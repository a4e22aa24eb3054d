import { catalogueListParams } from '../../../../shared/discover-queries';
import { isJapaneseAnimation } from '../../../../shared/search';
import type { CatalogueListItem, MediaType } from '../../../../shared/catalogue-types';
import { comparableText, isMediaType } from '../../../../shared/normalise';
import type { RecommendedTitle } from '../../../../shared/recommendations-api';
import { franchiseKey } from '../../catalogue/offline/build/franchise';
import { listItemFromDetails, type CatalogueReader } from '../../catalogue/catalogue-reader';
import type { ListSignals, NeighbourCompletion } from '../list-signals';
import type { RecommendationQuery } from '../recommendation-query';
import { candidateKey, type Candidate } from './candidate';
import { rankCandidates, type RankingInput } from './scoring';
import {
  genreKey,
  genreProfile,
  pickedTaste,
  PICKS_FILL_BELOW,
  tasteWeight,
  withFavourites,
  type TasteItem,
} from './taste';

/** Titles of the user's whose catalogue entries are read for related and suggested titles. */
const MAX_SEEDS = 8;
/** The user's strongest genres searched for well-liked titles. */
const SEARCHED_GENRES = 3;
/** Titles only other users know of, looked up in the catalogue to be shown. */
const MAX_NEIGHBOUR_LOOKUPS = 15;
const GENERIC_GENRE = 'animation';

function itemName(item: CatalogueListItem): string {
  return item.title ?? item.name ?? item.original_title ?? item.original_name ?? '';
}

/** Candidates by key, each signal merged in as the sources are read. */
class CandidatePool {
  readonly byKey = new Map<string, Candidate>();

  constructor(readonly genreNames: Record<MediaType, Map<number, string>>) {}

  add(item: CatalogueListItem, fallbackType: MediaType): Candidate | null {
    const mediaType = item.media_type ?? fallbackType;
    if (!isMediaType(mediaType) || !Number.isSafeInteger(item.id)) return null;
    const key = candidateKey(mediaType, item.id);
    let candidate = this.byKey.get(key);
    if (!candidate) {
      const name = itemName(item);
      const names = this.genreNames[mediaType];
      candidate = {
        key,
        item: { ...item, media_type: mediaType },
        name,
        genres: (item.genre_ids ?? []).flatMap((id) => names.get(id) ?? []),
        franchise: franchiseKey(name),
        relatedTo: new Set(),
        suggestedBy: new Set(),
        neighbours: { weight: 0, count: 0, sharedTitle: null },
      };
      this.byKey.set(key, candidate);
    }
    return candidate;
  }
}

/**
 * The default recommender (decision 110): content-based over the catalogue, franchise first,
 * blended with what similar users of this instance completed, diversified; deterministic for a
 * given list, so its answers can be tested and measured.
 */
export class BuiltInRecommender {
  constructor(
    private readonly reader: CatalogueReader,
    private readonly signals: ListSignals | null,
  ) {}

  async recommend(
    query: RecommendationQuery,
    options: Pick<RankingInput, 'without'> = {},
  ): Promise<RecommendedTitle[]> {
    const { own } = query;
    const ownKeyByTitle = new Map(own.map((title) => [comparableText(title.title), title.key]));
    const sent: TasteItem[] = query.items.map((item) => ({
      key:
        item.id !== undefined && item.media_type !== undefined
          ? candidateKey(item.media_type, item.id)
          : (ownKeyByTitle.get(comparableText(item.title)) ?? null),
      title: item.title,
      status: item.status,
      genres: item.genres.map((genre) => (typeof genre === 'string' ? genre : genre.name)),
      vote: item.vote_average,
      franchise: franchiseKey(item.title),
    }));
    const fromLists = withFavourites(sent, own);
    const taste =
      fromLists.length < PICKS_FILL_BELOW ? [...fromLists, ...pickedTaste(query.picks)] : fromLists;
    const excluded = new Set([
      ...own.map((title) => title.key),
      ...taste.flatMap((item) => (item.key ? [item.key] : [])),
      ...query.exclude,
    ]);

    const [tvGenres, movieGenres] = await Promise.all([
      this.reader.genreNames('tv'),
      this.reader.genreNames('movie'),
    ]);
    const pool = new CandidatePool({ tv: tvGenres, movie: movieGenres });
    // Seeds first: their catalogue entries fill in genres a list item arrived without.
    await this.readSeeds(taste, pool);
    const [neighbours] = await Promise.all([
      this.signals ? this.signals.neighbourCompletions(query.userId, own) : Promise.resolve([]),
      this.readStrongestGenres(taste, pool, query.allowAdult),
    ]);
    await this.addNeighbours(neighbours, pool);

    return rankCandidates({
      taste,
      candidates: [...pool.byKey.values()],
      excluded,
      allowAdult: query.allowAdult,
      limit: query.limit,
      ...options,
    }).map(({ candidate, reason }) => ({ ...candidate.item, reason, source: 'built-in' }));
  }

  /** The user's strongest titles: their related titles (same series) and the catalogue's suggestions. */
  private async readSeeds(taste: readonly TasteItem[], pool: CandidatePool): Promise<void> {
    const seeds = taste
      .filter((item) => item.key !== null && tasteWeight(item) > 0)
      .sort((a, b) => tasteWeight(b) - tasteWeight(a) || a.title.localeCompare(b.title))
      .slice(0, MAX_SEEDS);
    await Promise.all(
      seeds.map(async (seed) => {
        const [mediaType, id] = (seed.key ?? '').split(':');
        if (!isMediaType(mediaType)) return;
        const details = await this.reader.details(mediaType, Number(id), true);
        if (!details) return;
        if (seed.genres.length === 0) seed.genres = details.genres.map((genre) => genre.name);
        for (const related of details.related ?? []) {
          pool.add(related, mediaType)?.relatedTo.add(seed.key ?? '');
        }
        // TMDB's own suggestions mix in western cartoons and live action: anime only, as search.
        const suggestions = (details.recommendations?.results ?? []).filter(isJapaneseAnimation);
        for (const suggested of suggestions) {
          pool.add(suggested, mediaType)?.suggestedBy.add(seed.key ?? '');
        }
      }),
    );
  }

  /** Popular titles of the user's strongest genres, and of the first two together. */
  private async readStrongestGenres(
    taste: readonly TasteItem[],
    pool: CandidatePool,
    allowAdult: boolean,
  ): Promise<void> {
    const strongest = [...genreProfile(taste)]
      .filter(([genre, weight]) => weight > 0 && genre !== GENERIC_GENRE)
      .sort(([a, weightA], [b, weightB]) => weightB - weightA || (a < b ? -1 : 1))
      .slice(0, SEARCHED_GENRES)
      .map(([genre]) => genre);
    const calls: Promise<void>[] = [];
    for (const mediaType of ['tv', 'movie'] as const) {
      const ids = new Map(
        [...pool.genreNames[mediaType]].map(([id, name]) => [genreKey(name), id]),
      );
      const known = strongest.flatMap((genre) => ids.get(genre) ?? []);
      const queries = known.map(String);
      if (known.length >= 2) queries.push(`${known[0]},${known[1]}`);
      const pages = mediaType === 'tv' ? [1, 2] : [1];
      for (const genreId of queries) {
        for (const page of pages) {
          calls.push(
            this.reader
              .discover(mediaType, catalogueListParams({ page, allowAdult, mediaType, genreId }))
              .then((items) => items.forEach((item) => pool.add(item, mediaType))),
          );
        }
      }
    }
    await Promise.all(calls);
  }

  private async addNeighbours(
    completions: readonly NeighbourCompletion[],
    pool: CandidatePool,
  ): Promise<void> {
    const missing: NeighbourCompletion[] = [];
    for (const completion of completions) {
      const candidate = pool.byKey.get(completion.key);
      if (candidate) candidate.neighbours = completion;
      else missing.push(completion);
    }
    const strongest = missing
      .sort((a, b) => b.weight - a.weight || (a.key < b.key ? -1 : 1))
      .slice(0, MAX_NEIGHBOUR_LOOKUPS);
    await Promise.all(
      strongest.map(async (completion) => {
        const details = await this.reader.details(completion.mediaType, completion.id);
        if (!details) return;
        const candidate = pool.add(
          listItemFromDetails(details, completion.mediaType),
          completion.mediaType,
        );
        if (candidate) candidate.neighbours = completion;
      }),
    );
  }
}
