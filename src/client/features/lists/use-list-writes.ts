import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  DEFAULT_EPISODE,
  DEFAULT_SEASON,
  type ListStatus,
  type TrackedFieldsPatch,
  type TrackedTitle,
  type TrackedTitleKey,
} from '../../../shared/tracked-title';
import { ApiError } from '../../lib/api';
import { useAuth } from '../auth/auth-context';
import type { CatalogueFields } from './catalogue-fields';
import { deleteTrackedTitle, putTrackedTitle } from './lists-api';
import { heldTitle, writeTitle } from './list-writes';

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

/** The whole title as a PUT body, to put back a title just removed. */
function restoreBody(title: TrackedTitle) {
  const { trackedAt: _trackedAt, updatedAt: _updatedAt, ...body } = title;
  return body;
}

export interface ListWrites {
  /** Adds a title (spec §4: a merge write, the server fills season 1, episode 1 and trackedAt). */
  add: (
    fields: CatalogueFields,
    patch: TrackedFieldsPatch & { status: ListStatus },
  ) => Promise<void>;
  /** Changes fields of a tracked title; the others keep their value. */
  change: (key: TrackedTitleKey, patch: TrackedFieldsPatch) => Promise<void>;
  /** Removes a title; answers what it was, for an undo. */
  remove: (key: TrackedTitleKey) => { removed: TrackedTitle | undefined; done: Promise<void> };
  restore: (title: TrackedTitle) => Promise<void>;
}

/** The signed-in user's list writes: shown at once, undone with a reason when they fail. */
export function useListWrites(): ListWrites {
  const queryClient = useQueryClient();
  const uid = useAuth().currentUser?.uid ?? '';

  return useMemo<ListWrites>(() => {
    const now = () => new Date().toISOString();
    return {
      add: (fields, patch) =>
        writeTitle({
          queryClient,
          uid,
          key: fields,
          optimistic: addedTitle(fields, patch, now()),
          send: () => putTrackedTitle(fields, { ...fields, ...patch }),
        }),
      change: (key, patch) => {
        const held = heldTitle(queryClient, uid, key);
        return writeTitle({
          queryClient,
          uid,
          key,
          optimistic: held && changedTitle(held, patch, now()),
          send: () => putTrackedTitle(key, patch),
        });
      },
      remove: (key) => {
        const removed = heldTitle(queryClient, uid, key);
        const done = writeTitle({
          queryClient,
          uid,
          key,
          optimistic: null,
          send: () => deleteTrackedTitle(key).then(() => undefined),
        });
        return { removed, done };
      },
      restore: (title) =>
        writeTitle({
          queryClient,
          uid,
          key: title,
          optimistic: { ...title, updatedAt: now() },
          send: () => putTrackedTitle(title, restoreBody(title)),
        }),
    };
  }, [queryClient, uid]);
}

/** Why a write failed, in words for the person who made it. */
export function failureReason(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Something went wrong on our side.';
}
