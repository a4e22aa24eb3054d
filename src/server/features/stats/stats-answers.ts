import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import type { StatsAnswer, StatsQuery } from '../../../shared/stats-api';
import type { TitleNamesReader } from '../lists/title-names-reader';
import type { TrackedTitleStore } from '../lists/tracked-title-store';
import { computeStats } from './stats-figures';
import type { StatsInputs } from './stats-inputs';
import { zoneCalendar } from './zone-calendar';

/** An answer is a few kilobytes: this keeps the recent ones of a few hundred users. */
const MAX_ANSWERS = 2000;
const KEEP_MS = 10 * 60_000;

/**
 * Stats answers per user, list version, catalogue version (the names by kind of the titles most
 * watched, decision 446), zone, year and the zone's current year (which bounds the years offered). Every change to a list's titles or progress history bumps its version
 * (decision 092), so a kept answer is exact on every instance; a repeat costs one version row.
 */
export class StatsAnswers {
  private readonly answers = new LRUCache<string, StatsAnswer>({
    max: MAX_ANSWERS,
    ttl: KEEP_MS,
  });

  constructor(
    private readonly store: TrackedTitleStore,
    private readonly inputs: StatsInputs,
    private readonly names: TitleNamesReader,
  ) {}

  /** The figures for the asked year (this year by default), in the asked zone (UTC by default). */
  async of(userId: string, query: StatsQuery, now: number): Promise<StatsAnswer> {
    const timeZone = query.timeZone ?? 'UTC';
    const thisYear = zoneCalendar(timeZone).dateOf(now).year;
    const year = query.year ?? thisYear;
    const version = await this.store.version(userId);
    const key = `${userId}\n${version}\n${this.names.version}\n${timeZone}\n${year}\n${thisYear}`;
    const kept = this.answers.get(key);
    if (kept) return kept;
    const inputs = await this.inputs.of(userId, year, version);
    // Counting is one synchronous step: other requests get their turn before it.
    await yieldToRequests();
    const computed = computeStats({ year, timeZone, ...inputs, now });
    const answer = { ...computed, mostWatched: await this.names.withNames(computed.mostWatched) };
    this.answers.set(key, answer);
    return answer;
  }
}
