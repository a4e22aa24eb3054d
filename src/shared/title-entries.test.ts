import { describe, expect, it } from 'vitest';
import type { ListEntry } from './list-entry';
import { blankListEntry } from './list-entry-defaults';
import { titleFinishedOn, titleScoreOf, titleStartedOn, titleTagsOf } from './title-entries';

const season = (number: number, fields: Partial<ListEntry> = {}): ListEntry => ({
  ...blankListEntry(number, 'completed', '2026-11-01T00:00:00.000Z'),
  progress: 12,
  ...fields,
});

describe("a title's figures from its seasons", () => {
  it('scores a title by its latest scored season, whatever order the seasons come in', () => {
    expect(titleScoreOf([season(2, { score: 60 }), season(1, { score: 95 }), season(3)])).toBe(60);
    expect(titleScoreOf([season(1), season(2)])).toBe(0);
    expect(titleScoreOf([])).toBe(0);
    expect(titleScoreOf(undefined)).toBe(0);
  });

  it('starts at the earliest start and finishes at the latest finish, partial dates in their year', () => {
    const seasons = [
      season(1, { startedOn: '2020-04-03', finishedOn: '2020-06-30' }),
      season(2, { startedOn: '2019-00-00', finishedOn: '2022-00-00' }),
      season(3, { finishedOn: '2021-12-31' }),
    ];
    expect(titleStartedOn(seasons)).toBe('2019-00-00');
    expect(titleFinishedOn(seasons)).toBe('2022-00-00');
    expect(titleStartedOn([season(1)])).toBeNull();
    expect(titleFinishedOn(undefined)).toBeNull();
  });

  it("tags a title with every season's tags once, trimmed, empty ones left out", () => {
    const seasons = [
      season(1, { tags: ['cosy', '', '  '] }),
      season(2, { tags: ['Cosy', ' cosy', 'sad'] }),
    ];
    expect(titleTagsOf(seasons)).toEqual(['cosy', 'Cosy', 'sad']);
  });
});
