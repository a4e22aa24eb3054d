import { z } from 'zod';
import { trackedTitleKeySchema, type TrackedTitleKey } from './tracked-title';

/** The media servers whose webhooks move progress (issue 19). */
export const SCROBBLE_SERVERS = ['jellyfin', 'plex', 'emby'] as const;
export type ScrobbleServer = (typeof SCROBBLE_SERVERS)[number];

export const SCROBBLE_SERVER_LABELS: Record<ScrobbleServer, string> = {
  jellyfin: 'Jellyfin',
  plex: 'Plex',
  emby: 'Emby',
};

/**
 * What an event did: moved progress; changed nothing (already there or further, or counted
 * before); matched no title; was not a finished episode or film; or could not be applied.
 */
export const SCROBBLE_OUTCOMES = ['moved', 'unchanged', 'unmatched', 'ignored', 'failed'] as const;
export type ScrobbleOutcome = (typeof SCROBBLE_OUTCOMES)[number];

/** GET /api/profile/scrobble: the signed-in user's webhook address, null once revoked. */
export interface ScrobbleAddress {
  url: string | null;
}

/** How many events the log keeps per user; older ones are dropped. */
export const SCROBBLE_LOG_LIMIT = 200;

/** One event in GET /api/profile/scrobble/log, newest first. */
export interface ScrobbleLogEntry {
  id: string;
  receivedAt: string;
  server: ScrobbleServer;
  event: string;
  outcome: ScrobbleOutcome;
  reason: string;
  seriesName: string | null;
  season: number | null;
  episode: number | null;
  /** The title the event was applied to, when it matched one. */
  title: (TrackedTitleKey & { name: string | null }) | null;
  /** Whether choosing a title for it is remembered for its next events. */
  fixable: boolean;
}

export interface ScrobbleLog {
  entries: ScrobbleLogEntry[];
}

/** POST /api/profile/scrobble/log/{id}/choice: the title this event (and its series) is. */
export const scrobbleChoiceSchema = z.strictObject({
  media_type: trackedTitleKeySchema.shape.type,
  id: trackedTitleKeySchema.shape.id,
});
export type ScrobbleChoice = z.infer<typeof scrobbleChoiceSchema>;

export const scrobbleLogIdSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be the id of a scrobble log entry'),
});

/**
 * How a title's episode numbers from media servers read: by season as the server numbers them
 * (shifted by an offset, for a server that counts seasons differently), or counted from the
 * first episode of the show (absolute).
 */
export const SCROBBLE_NUMBERINGS = ['seasons', 'absolute'] as const;
export type ScrobbleNumbering = (typeof SCROBBLE_NUMBERINGS)[number];

export const SCROBBLE_SEASON_OFFSET_LIMIT = 50;

/** PUT /api/profile/scrobble/mappings/{type}/{id}. */
export const scrobbleMappingSchema = z.strictObject({
  numbering: z.enum(SCROBBLE_NUMBERINGS, { message: 'must be seasons or absolute' }),
  seasonOffset: z
    .number({ message: 'seasonOffset must be a number' })
    .int('seasonOffset must be a whole number')
    .min(-SCROBBLE_SEASON_OFFSET_LIMIT, `seasonOffset must be between -50 and 50`)
    .max(SCROBBLE_SEASON_OFFSET_LIMIT, `seasonOffset must be between -50 and 50`),
});
export type ScrobbleMapping = z.infer<typeof scrobbleMappingSchema>;

export const DEFAULT_SCROBBLE_MAPPING: ScrobbleMapping = { numbering: 'seasons', seasonOffset: 0 };
