import { z } from 'zod';

/** How the last catalogue update attempt ended (decision 174). */
export const catalogueUpdateAttemptSchema = z.object({
  /** ISO 8601: when it began. */
  at: z.string(),
  outcome: z.enum(['updated', 'not-modified', 'failed']),
  /** Why it failed; null otherwise. */
  reason: z.string().nullable(),
});
export type CatalogueUpdateAttempt = z.infer<typeof catalogueUpdateAttemptSchema>;

/** How one downloaded file is kept current. */
const feedUpdatesSchema = z.object({
  /** The configured address; null when updates are off. */
  url: z.string().nullable(),
  /** Why updates are off; null when they are on. */
  offReason: z.string().nullable(),
  running: z.boolean(),
  lastAttempt: catalogueUpdateAttemptSchema.nullable(),
  /** ISO 8601; null when none is scheduled. */
  nextAttemptAt: z.string().nullable(),
});

/** GET /api/admin/catalogue: what the catalogue is, how current, and how it keeps current. */
export const adminCatalogueSchema = z.object({
  provider: z.enum(['offline', 'tmdb']),
  /** The offline catalogue's file; null when TMDB answers. */
  catalogue: z
    .object({
      sourceName: z.string(),
      /** Where names, dates and schedules came from: the bundled package or a download. */
      scheduleSource: z.string(),
      /** anime-offline-database's release merged in; '' when none is. */
      offlineDatabaseSource: z.string(),
      /** The day the newest title begins (YYYY-MM-DD), '' when no title is dated. */
      newestTitleDate: z.string(),
      /** ISO 8601. */
      builtAt: z.string(),
      titles: z.number().int(),
    })
    .nullable(),
  /** bangumi-data's daily updates. */
  updates: feedUpdatesSchema,
  /** anime-offline-database's weekly updates (decision 281). */
  offlineDatabase: feedUpdatesSchema,
});
export type AdminCatalogue = z.infer<typeof adminCatalogueSchema>;
