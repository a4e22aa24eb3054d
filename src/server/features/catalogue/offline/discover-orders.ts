/**
 * Every order discover can ask for, as SQL over the titles table aliased `t`. The catalogue build
 * runs each once and keeps the resulting order of titles (discover-index.ts), so a query walks a
 * stored order instead of sorting; these fragments stay the one statement of the rules.
 */
export const DISCOVER_ORDERS = {
  /** Titles no member count ranks (bangumi-data's own) follow by how many services carry them. */
  popularity: 't.popularity DESC, t.service_count DESC, t.score DESC, t.id',
  popularityAscending: 't.popularity ASC, t.id',
  /** Titles whose score rests on too few ratings come after all the others (decision 033). */
  score: 't.score_trusted DESC, coalesce(t.score, 0) DESC, t.popularity DESC, t.id',
  scoreAscending: 't.score_trusted DESC, coalesce(t.score, 0) ASC, t.popularity DESC, t.id',
  votes: 't.vote_count DESC, t.id',
  votesAscending: 't.vote_count ASC, t.id',
  name: 't.name COLLATE NOCASE ASC, t.id',
  nameDescending: 't.name COLLATE NOCASE DESC, t.id',
  start: 't.started_from IS NULL, t.started_from ASC, t.popularity DESC, t.id',
  startDescending: 't.started_from IS NULL, t.started_from DESC, t.popularity DESC, t.id',
  /** Score-weighted popularity: "trending" in a dataset without dates (decision 033). */
  trending: 't.trending DESC, t.id',
  /** The "now" rows beyond their first tier, and within it after followers and score. */
  nowRest: 't.popularity DESC, t.service_count DESC, t.started_from DESC, t.trending DESC, t.id',
} as const;

export type DiscoverOrderName = keyof typeof DISCOVER_ORDERS;
