import pLimit from 'p-limit';
import type { FastifyBaseLogger } from 'fastify';
import type {
  ImportLine,
  ImportMatchRule,
  ImportMatched,
  ImportUnmatched,
  KeptLine,
} from '../../../../shared/lists-api';
import {
  trackedTitleKeyText,
  type TrackedFieldsPatch,
  type TrackedTitleKey,
} from '../../../../shared/tracked-title';
import type { CatalogueIds, NameCandidates } from '../../catalogue/catalogue-ids';
import { writeSeasonEntries, type EntryWrite, type SeasonEntry } from './entry-writes';
import { announce, type ListsContext } from '../lists-context';
import type { WriteRequest } from '../tracked-title-store';
import { CatalogueMatcher } from './catalogue-matcher';
import type { ImportEntry, ParsedImport } from './import-entry';
import { UNREACHABLE, type MatchResult, type MatchedTitle } from './match-result';
import { keptLineOf, lineKeyOfEntry, saveKeptLines } from './kept-lines';
import { mergeLines } from './merge-lines';
import { TimeSlice } from '../../../lib/time-slice';

/** Entries matched between progress lines, and titles written in one transaction and event batch. */
const BATCH_SIZE = 50;

export interface ImportRun {
  context: ListsContext;
  userId: string;
  parsed: ParsedImport;
  emit: (line: ImportLine) => void;
  log: FastifyBaseLogger;
  /** The catalogue file read as an id map, or null where it could not be opened. */
  ids: CatalogueIds | null;
  /** The catalogue file's name index, for lines its ids do not resolve. */
  names: () => Promise<NameCandidates>;
}

/** Every line of the file that resolved to one title, merged into one write. */
interface TitleWrite {
  key: TrackedTitleKey;
  patch: TrackedFieldsPatch;
  createDefaults: TrackedFieldsPatch;
  writeTime: number;
  createdTimes?: { trackedAt: number; updatedAt: number };
  lines: { title: string; rule: ImportMatchRule }[];
  /** Each season's own entry, by season: two lines about one season keep the later one. */
  seasons: Map<number, SeasonEntry>;
}

/** The season entries a line gives: our export's own, or the MAL or AniList line's record. */
function seasonEntriesOf(entry: ImportEntry, match: MatchedTitle): SeasonEntry[] {
  if (entry.seasonEntries) return entry.seasonEntries;
  const { record, lookup } = entry;
  if (!record || !entry.patch.status || lookup.kind !== 'catalogue') return [];
  return [
    {
      season: match.season ?? 1,
      status: entry.patch.status,
      record,
      favourite: false,
      malId: lookup.malId,
      anilistId: lookup.anilistId,
      listed: entry.listed ?? null,
    },
  ];
}

/** The line's own fields, in the season of the show it turned out to be about. */
function patchOf(entry: ImportEntry, match: MatchedTitle): TrackedFieldsPatch {
  return match.season === null ? entry.patch : { ...entry.patch, current_season: match.season };
}

function addLine(
  writes: Map<string, TitleWrite>,
  entry: ImportEntry,
  match: MatchedTitle,
  now: number,
) {
  const keyText = trackedTitleKeyText(match.key);
  const writeTime = entry.writtenAt ?? now;
  const line = { title: entry.title, rule: match.rule };
  const known = writes.get(keyText);
  const seasons = seasonEntriesOf(entry, match).map((season) => [season.season, season] as const);
  if (!known) {
    writes.set(keyText, {
      key: match.key,
      patch: patchOf(entry, match),
      createDefaults: match.fields,
      writeTime,
      ...(entry.createdTimes ? { createdTimes: entry.createdTimes } : {}),
      lines: [line],
      seasons: new Map(seasons),
    });
    return;
  }
  for (const [season, seasonEntry] of seasons) known.seasons.set(season, seasonEntry);
  known.patch = mergeLines(known.patch, patchOf(entry, match));
  known.writeTime = Math.max(known.writeTime, writeTime);
  known.createdTimes ??= entry.createdTimes;
  known.lines.push(line);
}

/**
 * Matches every entry first (lines that resolve to one title are merged, decision 175), then
 * merge-writes the titles batch by batch: an existing title keeps the fields the file does not
 * carry; catalogue data only fills new titles. Progress is reported while matching, and the
 * outcome of every entry at the end.
 */
export async function runImport(run: ImportRun): Promise<void> {
  const { context, userId, parsed, emit, log } = run;
  const matcher = new CatalogueMatcher(context.catalogue, run.ids, run.names);
  const slice = new TimeSlice();
  const matchOf = async (entry: ImportEntry): Promise<MatchResult> => {
    await slice.pause();
    return matcher.match(entry.lookup).catch((error: unknown) => {
      log.warn({ err: error, title: entry.title }, 'import: catalogue look-up failed');
      return { kind: 'unmatched', reason: UNREACHABLE };
    });
  };
  const unmatched: ImportUnmatched[] = [];
  const skipped: ImportUnmatched[] = [...parsed.skipped];
  const writes = new Map<string, TitleWrite>();
  const kept: KeptLine[] = [...(parsed.keptLines ?? [])];
  const matchedKeys = new Set<string>();
  const total = parsed.entries.length;
  emit({ type: 'progress', done: 0, total });

  for (let start = 0; start < total; start += BATCH_SIZE) {
    const batch = parsed.entries.slice(start, start + BATCH_SIZE);
    const results = await pLimit(matcher.lookupsAtOnce).map(batch, matchOf);
    const now = context.services.clock.now();
    batch.forEach((entry, index) => {
      const result = results[index];
      if (result?.kind === 'matched') {
        addLine(writes, entry, result, now);
        const key = lineKeyOfEntry(entry);
        if (key !== null) matchedKeys.add(key);
        return;
      }
      unmatched.push({ title: entry.title, reason: result?.reason ?? 'Not matched.' });
      const line = keptLineOf(entry);
      if (line) kept.push(line);
    });
    emit({ type: 'progress', done: Math.min(start + BATCH_SIZE, total), total });
  }

  const matched: ImportMatched[] = [];
  const titles = [...writes.values()];
  for (let start = 0; start < titles.length; start += BATCH_SIZE) {
    // SQLite writes synchronously: without a pause, thousands of titles would be one long block.
    await slice.pause();
    const batch = titles.slice(start, start + BATCH_SIZE);
    const requests: WriteRequest[] = batch.map((title) => ({
      key: title.key,
      patch: title.patch,
      createDefaults: title.createDefaults,
      writeTime: title.writeTime,
      ...(title.createdTimes ? { createdTimes: title.createdTimes } : {}),
      // The file's own season entries are written below, dated by the file (decision 380).
      entriesWrittenApart: title.seasons.size > 0,
    }));
    const { results: written, change } = await context.store.write(userId, requests);
    const entryWrites: EntryWrite[] = written.flatMap((result, index) =>
      result.kind === 'written'
        ? [...(batch[index]?.seasons.values() ?? [])].map((season) => ({
            ...season,
            key: result.key,
          }))
        : [],
    );
    await writeSeasonEntries(
      context.services.db,
      userId,
      entryWrites,
      context.services.clock.now(),
    );
    written.forEach((result, index) => {
      for (const line of batch[index]?.lines ?? []) {
        if (result.kind === 'written') {
          matched.push({ ...line, ...result.key, status: result.item.status });
        } else if (result.kind === 'removed-later') {
          skipped.push({
            title: line.title,
            reason: 'It was removed from your lists after this file was made.',
          });
        } else {
          skipped.push({ title: line.title, reason: 'No list status was given for a new title.' });
        }
      }
    });
    await announce(context, change, log, { observed: false });
  }
  await saveKeptLines(context.services.db, userId, kept, matchedKeys, context.services.clock.now());
  if (matched.length > 0) {
    context.local.imported({
      userId,
      matched: matched.length,
      unmatched: unmatched.length,
      skipped: skipped.length,
    });
  }
  emit({ type: 'report', matched, unmatched, skipped });
}
