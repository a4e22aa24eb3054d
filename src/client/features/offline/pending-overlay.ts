import { NEW_TITLE_DEFAULTS, trackedTitleKeyText } from '../../../shared/tracked-title-basics';
import type { TrackedTitle } from '../../../shared/tracked-title';
import { withEntryFields } from '../lists/season-entry';
import type { PendingBatch } from './offline-lists';

function added(batch: PendingBatch & { request: { kind: 'put' } }): TrackedTitle | undefined {
  const { key, body } = batch.request;
  if (body.status === undefined) return undefined;
  const at = new Date(batch.madeAt).toISOString();
  return {
    ...NEW_TITLE_DEFAULTS,
    ...body,
    status: body.status,
    genres: body.genres ?? [],
    id: key.id,
    media_type: key.media_type,
    trackedAt: at,
    updatedAt: at,
  };
}

/**
 * The titles as they will be once the pending writes are sent, oldest first: what this device
 * shows while they wait. Each pending write is this user's own latest intent here, so it is
 * shown over what the server last said; the server settles conflicts per field when the write
 * arrives (decision 091), and its answer then replaces this preview.
 */
export function withPendingApplied(
  items: ReadonlyMap<string, TrackedTitle>,
  batches: readonly PendingBatch[],
): Map<string, TrackedTitle> {
  const result = new Map(items);
  for (const batch of batches) {
    const text = trackedTitleKeyText(batch.request.key);
    if (batch.request.kind === 'delete') {
      result.delete(text);
      continue;
    }
    const held = result.get(text);
    const at = new Date(batch.madeAt).toISOString();
    if (batch.request.kind === 'entry') {
      // An entry's change needs the title it belongs to: it never adds one.
      const { season, body } = batch.request;
      if (held) result.set(text, withEntryFields(held, season, body, at));
      continue;
    }
    const { body } = batch.request;
    const title = held
      ? {
          ...held,
          ...body,
          genres: body.genres ?? held.genres,
          updatedAt: at,
        }
      : added({ ...batch, request: batch.request });
    if (title) result.set(text, title);
  }
  return result;
}
