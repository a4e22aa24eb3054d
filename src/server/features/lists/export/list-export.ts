import {
  EXPORT_PRODUCT,
  EXPORT_VERSION,
  type ExportFormat,
  type ExportedTitle,
  type KeptLine,
  type ListExport,
} from '../../../../shared/lists-api';
import { LIST_STATUS_LABELS, displayTitleOf } from '../../../../shared/tracked-title';
import { csvDocument } from './csv';

export function jsonExport(items: ExportedTitle[], keptLines: KeptLine[], now: number): ListExport {
  return {
    product: EXPORT_PRODUCT,
    exportedAt: new Date(now).toISOString(),
    version: EXPORT_VERSION,
    items,
    keptLines,
  };
}

/**
 * The title's columns, then its ids, then one season's entry, then the title's names by kind,
 * added last so the columns before them keep their places (docs/features.md#csv-columns).
 */
const CSV_HEADER = [
  'title',
  'media_type',
  'id',
  'status',
  'current_season',
  'current_episode',
  'vote_average',
  'first_air_date',
  'release_date',
  'genres',
  'trackedAt',
  'updatedAt',
  'mal_id',
  'anilist_id',
  'tmdb',
  'season',
  'season_status',
  'progress',
  'score',
  'started_on',
  'finished_on',
  'rewatch_count',
  'rewatching',
  'notes',
  'tags',
  'favourite',
  'entry_mal_id',
  'entry_anilist_id',
  'source_title',
  'source_type',
  'source_episodes',
  'romaji_name',
  'english_name',
  'native_name',
] as const;

type Season = NonNullable<ExportedTitle['seasons']>[number];

function seasonCells(season: Season | undefined): (string | number | null)[] {
  if (!season) return Array.from({ length: 16 }, () => null);
  return [
    season.season,
    LIST_STATUS_LABELS[season.status],
    season.progress,
    season.score,
    season.startedOn,
    season.finishedOn,
    season.rewatchCount,
    season.rewatching ? 1 : 0,
    season.notes,
    season.tags.join(','),
    season.favourite ? 1 : 0,
    season.malId,
    season.anilistId,
    season.source?.title ?? null,
    season.source?.type ?? null,
    season.source?.episodes ?? null,
  ];
}

/**
 * A spreadsheet's view: one row per season's entry (a title without entries gets one row), the
 * title's columns repeated on each, statuses as the screens show them.
 */
export function csvExport(items: ExportedTitle[]): string {
  const rows = items.flatMap((item) => {
    const title = [
      displayTitleOf(item),
      item.media_type,
      item.id,
      LIST_STATUS_LABELS[item.status],
      item.current_season,
      item.current_episode,
      item.vote_average,
      item.first_air_date,
      item.release_date,
      item.genres.map((genre) => genre.name).join('; '),
      item.trackedAt,
      item.updatedAt,
      item.ids.myAnimeList,
      item.ids.aniList,
      item.ids.tmdb,
    ];
    const names = [item.names?.romaji, item.names?.english, item.names?.native].map(
      (name) => name ?? null,
    );
    const seasons = item.seasons?.length ? item.seasons : [undefined];
    return seasons.map((season) => [...title, ...seasonCells(season), ...names]);
  });
  // The byte-order mark makes Excel read the file as UTF-8, so Japanese titles survive.
  return `\uFEFF${csvDocument(CSV_HEADER, rows)}`;
}

const EXTENSIONS: Record<ExportFormat, string> = { json: 'json', csv: 'csv', mal: 'xml' };

/** tsuzuki-lists-YYYY-MM-DD.json, .csv or .xml (MyAnimeList's), dated in UTC. */
export function exportFileName(now: number, format: ExportFormat): string {
  return `tsuzuki-lists-${new Date(now).toISOString().slice(0, 10)}.${EXTENSIONS[format]}`;
}
