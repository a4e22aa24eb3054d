import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { EntryFieldsPatch } from '../../../shared/list-entry';
import { DEFAULT_EPISODE, DEFAULT_SEASON } from '../../../shared/tracked-title-basics';
import type {
  ListStatus,
  TrackedFieldsPatch,
  TrackedTitle,
  TrackedTitleKey,
} from '../../../shared/tracked-title';
import { i18n } from '../../i18n/i18n';
import type { MessageId } from '../../i18n/messages';
import { refusalSentence } from '../../i18n/refusals';
import { ApiError } from '../../lib/api';
import { useAuth } from '../auth/auth-context';
import type { CatalogueFields } from './catalogue-fields';
import type { ListRequest } from '../offline/offline-lists';
import { MAX_PENDING_BATCHES, PendingWritesFullError } from '../offline/offline-lists';
import { deliverListWrite } from './deliver-write';
import { heldTitle, writeTitle, type WriteOutcome } from './list-writes';
import { replayPendingWrites } from './replay-pending';
import { withEntryFields } from './season-entry';

/** What a new title looks like until the server answers (spec §4: season 1, episode 1, now). */
function addedTitle(
  fields: CatalogueFields,
  patch: TrackedFieldsPatch & { status: ListStatus },
  now: string,
): TrackedTitle {
  const { genres, ...catalogue } = fields;
  return {
    current_season: DEFAULT_SEASON,
    current_episode: DEFAULT_EPISODE,
    ...catalogue,
    ...patch,
    genres: patch.genres ?? genres ?? [],
    trackedAt: now,
    updatedAt: now,
  };
}

function changedTitle(held: TrackedTitle, patch: TrackedFieldsPatch, now: string): TrackedTitle {
  return { ...held, ...patch, genres: patch.genres ?? held.genres, updatedAt: now };
}

/** Only the key: a request kept offline stores nothing more than it sends. */
const keyOf = ({ media_type, id }: TrackedTitleKey): TrackedTitleKey => ({ media_type, id });

/**
 * The whole title as a PUT body, to put back a title just removed: its fields, and what the user
 * kept of its current season (the title's PUT writes that season's entry; an import's empty tag
 * parts are no tags the PUT accepts).
 */
function restoreBody(title: TrackedTitle) {
  const {
    trackedAt: _trackedAt,
    updatedAt: _updatedAt,
    seasons,
    lastWatchedAt: _lastWatchedAt,
    // Read from the catalogue, never written (decision 446).
    names: _names,
    ...body
  } = title;
  const current = seasons?.find((entry) => entry.season === title.current_season);
  if (!current) return body;
  const { score, startedOn, finishedOn, rewatchCount, rewatching, notes, favourite } = current;
  const { malId, anilistId } = current;
  const tags = current.tags.filter((tag) => tag.length > 0);
  const entry = { score, startedOn, finishedOn, rewatchCount, rewatching, notes, tags, favourite };
  return { ...body, entry: { ...entry, malId, anilistId } };
}

export interface ListWrites {
  /** Adds a title (spec §4: a merge write, the server fills season 1, episode 1 and trackedAt). */
  add: (
    fields: CatalogueFields,
    patch: TrackedFieldsPatch & { status: ListStatus },
  ) => Promise<WriteOutcome>;
  /** Changes fields of a tracked title; the others keep their value. */
  change: (key: TrackedTitleKey, patch: TrackedFieldsPatch) => Promise<WriteOutcome>;
  /** Changes fields of one season's entry (score, dates, rewatches, notes, tags, favourite). */
  changeEntry: (
    key: TrackedTitleKey,
    season: number,
    patch: EntryFieldsPatch,
  ) => Promise<WriteOutcome>;
  /** Removes a title; answers what it was, for an undo. */
  remove: (key: TrackedTitleKey) => {
    removed: TrackedTitle | undefined;
    done: Promise<WriteOutcome>;
  };
  restore: (title: TrackedTitle) => Promise<WriteOutcome>;
}

/** The signed-in user's list writes: shown at once, undone with a reason when they fail. */
export function useListWrites(): ListWrites {
  const queryClient = useQueryClient();
  const uid = useAuth().currentUser?.uid ?? '';

  return useMemo<ListWrites>(() => {
    const now = () => new Date().toISOString();
    const send = (request: ListRequest) => () =>
      deliverListWrite(uid, request, () => void replayPendingWrites(queryClient, uid));
    return {
      add: (fields, patch) =>
        writeTitle({
          queryClient,
          uid,
          key: fields,
          optimistic: addedTitle(fields, patch, now()),
          send: send({ kind: 'put', key: keyOf(fields), body: { ...fields, ...patch } }),
        }),
      change: (key, patch) => {
        const held = heldTitle(queryClient, uid, key);
        return writeTitle({
          queryClient,
          uid,
          key,
          optimistic: held && changedTitle(held, patch, now()),
          send: send({ kind: 'put', key: keyOf(key), body: patch }),
        });
      },
      changeEntry: (key, season, patch) => {
        const held = heldTitle(queryClient, uid, key);
        return writeTitle({
          queryClient,
          uid,
          key,
          optimistic: held && withEntryFields(held, season, patch, now()),
          send: send({ kind: 'entry', key: keyOf(key), season, body: patch }),
        });
      },
      remove: (key) => {
        const removed = heldTitle(queryClient, uid, key);
        const done = writeTitle({
          queryClient,
          uid,
          key,
          optimistic: null,
          send: send({ kind: 'delete', key: keyOf(key) }),
        });
        return { removed, done };
      },
      restore: (title) =>
        writeTitle({
          queryClient,
          uid,
          key: title,
          optimistic: { ...title, updatedAt: now() },
          send: send({ kind: 'put', key: keyOf(title), body: restoreBody(title) }),
        }),
    };
  }, [queryClient, uid]);
}

/**
 * Why a write failed, in words for the person who made it: the server's refusal in their language,
 * else the active language's words for a failure on our side, read when the write fails.
 */
export function failureReason(error: unknown): string {
  if (error instanceof PendingWritesFullError)
    return i18n._('lists.write.pendingFull' satisfies MessageId, { max: MAX_PENDING_BATCHES });
  if (error instanceof ApiError) return refusalSentence(error.code, error.message);
  return i18n._('lists.write.ourSide' satisfies MessageId);
}
