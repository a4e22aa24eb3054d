import type { FastifyBaseLogger } from 'fastify';
import type { ImportLine, ImportMatched, ImportUnmatched } from '../../../../shared/lists-api';
import { trackedTitleKeyText } from '../../../../shared/tracked-title';
import { announce, type ListsContext } from '../lists-context';
import { mapConcurrently } from '../../../lib/map-concurrently';
import type { WriteRequest } from '../tracked-title-store';
import { CatalogueMatcher, type MatchResult } from './catalogue-matcher';
import type { ImportEntry, ParsedImport } from './import-entry';

/** Entries matched, written (one transaction) and announced (one event batch) together. */
const BATCH_SIZE = 50;
/** Catalogue look-ups in flight at once; the TMDB client queues and rate-limits beyond that. */
const LOOKUPS_AT_ONCE = 4;

export interface ImportRun {
  context: ListsContext;
  userId: string;
  parsed: ParsedImport;
  emit: (line: ImportLine) => void;
  log: FastifyBaseLogger;
}

/**
 * Matches each entry, then merge-writes the matched ones batch by batch (an existing title keeps
 * the fields the file does not carry; catalogue data only fills new titles), reporting progress
 * after each batch and the outcome of every entry at the end.
 */
export async function runImport({ context, userId, parsed, emit, log }: ImportRun): Promise<void> {
  const matcher = new CatalogueMatcher(context.catalogue);
  const matchOf = (entry: ImportEntry): Promise<MatchResult> =>
    matcher.match(entry.lookup).catch((error: unknown) => {
      log.warn({ err: error, title: entry.title }, 'import: catalogue look-up failed');
      return {
        kind: 'unmatched',
        reason: 'The catalogue could not be reached; import the file again later.',
      };
    });
  const matched: ImportMatched[] = [];
  const unmatched: ImportUnmatched[] = [];
  const skipped: ImportUnmatched[] = [...parsed.skipped];
  const seen = new Set<string>();
  const total = parsed.entries.length;
  emit({ type: 'progress', done: 0, total });

  for (let start = 0; start < total; start += BATCH_SIZE) {
    const batch = parsed.entries.slice(start, start + BATCH_SIZE);
    const results = await mapConcurrently(batch, LOOKUPS_AT_ONCE, matchOf);
    const now = context.services.clock.now();
    const requests: WriteRequest[] = [];
    const titles: string[] = [];
    batch.forEach((entry, index) => {
      const result = results[index];
      if (!result || result.kind === 'unmatched') {
        unmatched.push({ title: entry.title, reason: result?.reason ?? 'Not matched.' });
        return;
      }
      const keyText = trackedTitleKeyText(result.key);
      if (seen.has(keyText)) {
        skipped.push({ title: entry.title, reason: 'Listed twice in the file.' });
        return;
      }
      seen.add(keyText);
      titles.push(entry.title);
      requests.push({
        key: result.key,
        patch: entry.patch,
        createDefaults: result.fields,
        writeTime: entry.writtenAt ?? now,
        ...(entry.createdTimes ? { createdTimes: entry.createdTimes } : {}),
      });
    });
    if (requests.length > 0) {
      const { results: written, change } = await context.store.write(userId, requests);
      written.forEach((result, index) => {
        const title = titles[index] ?? '';
        if (result.kind === 'written') {
          matched.push({ title, ...result.key, status: result.item.status });
        } else if (result.kind === 'removed-later') {
          skipped.push({
            title,
            reason: 'It was removed from your lists after this file was made.',
          });
        } else {
          skipped.push({ title, reason: 'No list status was given for a new title.' });
        }
      });
      await announce(context.bus, change, log);
    }
    emit({ type: 'progress', done: Math.min(start + BATCH_SIZE, total), total });
  }
  emit({ type: 'report', matched, unmatched, skipped });
}
