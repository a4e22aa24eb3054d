import {
  EXPORT_PRODUCT,
  EXPORT_VERSION,
  type ExportFormat,
  type ListExport,
} from '../../../../shared/lists-api';
import {
  LIST_STATUS_LABELS,
  displayTitleOf,
  type TrackedTitle,
} from '../../../../shared/tracked-title';
import { csvDocument } from './csv';

export function jsonExport(items: TrackedTitle[], now: number): ListExport {
  return {
    product: EXPORT_PRODUCT,
    exportedAt: new Date(now).toISOString(),
    version: EXPORT_VERSION,
    items,
  };
}

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
] as const;

/** A spreadsheet's view: one row per title with the status as the screens show it. */
export function csvExport(items: TrackedTitle[]): string {
  const rows = items.map((item) => [
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
  ]);
  // The byte-order mark makes Excel read the file as UTF-8, so Japanese titles survive.
  return `\uFEFF${csvDocument(CSV_HEADER, rows)}`;
}

const EXTENSIONS: Record<ExportFormat, string> = { json: 'json', csv: 'csv', mal: 'xml' };

/** tsuzuki-lists-YYYY-MM-DD.json, .csv or .xml (MyAnimeList's), dated in UTC. */
export function exportFileName(now: number, format: ExportFormat): string {
  return `tsuzuki-lists-${new Date(now).toISOString().slice(0, 10)}.${EXTENSIONS[format]}`;
}
