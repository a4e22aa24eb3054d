import { z } from 'zod';
import { EXPORT_PRODUCT, EXPORT_VERSION, IMPORT_MAX_ENTRIES } from '../../../../shared/lists-api';
import {
  TRACKED_MEDIA_TYPES,
  displayTitleOf,
  trackedFieldsShape,
  trackedTitleKeySchema,
} from '../../../../shared/tracked-title';
import { badRequest } from '../../../http/http-error';
import type { ParsedImport } from './import-entry';

const itemSchema = z.object({
  ...z.object(trackedFieldsShape).partial().shape,
  status: trackedFieldsShape.status,
  id: trackedTitleKeySchema.shape.id,
  media_type: z.enum(TRACKED_MEDIA_TYPES),
  trackedAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});

const documentSchema = z.object({
  product: z.literal(EXPORT_PRODUCT),
  version: z.literal(EXPORT_VERSION),
  items: z.array(z.unknown()).max(IMPORT_MAX_ENTRIES),
});

/**
 * Our own JSON export: every item keeps its key, fields and dates, so an export imported into
 * a fresh account gives back the same list. Dates after `now` are taken as now.
 */
export function parseTsuzukiExport(document: unknown, now: number): ParsedImport {
  const checked = documentSchema.safeParse(document);
  if (!checked.success) {
    throw badRequest(
      `This is not a Tsuzuki export (version ${EXPORT_VERSION}) of at most ${IMPORT_MAX_ENTRIES} titles.`,
      'invalid-import',
    );
  }
  const parsed: ParsedImport = { entries: [], skipped: [] };
  for (const candidate of checked.data.items) {
    const item = itemSchema.safeParse(candidate);
    if (!item.success) {
      const issue = item.error.issues[0];
      parsed.skipped.push({
        title: 'An unreadable item',
        reason: `Invalid ${issue?.path.join('.') ?? 'item'}: ${issue?.message ?? 'malformed'}`,
      });
      continue;
    }
    const { id, media_type, trackedAt, updatedAt, genres, ...fields } = item.data;
    const updated = Math.min(Date.parse(updatedAt), now);
    parsed.entries.push({
      title:
        displayTitleOf({ title: fields.title ?? null, name: fields.name ?? null }) ||
        `${media_type} ${id}`,
      lookup: { kind: 'known', key: { media_type, id } },
      // An empty genre list is how the export shows "none known".
      patch: { ...fields, ...(genres && genres.length > 0 ? { genres } : {}) },
      writtenAt: updated,
      createdTimes: { trackedAt: Math.min(Date.parse(trackedAt), now), updatedAt: updated },
    });
  }
  return parsed;
}
