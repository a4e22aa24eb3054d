import { describe, expect, it } from 'vitest';
import { blankEntry, entryOf, entrySeasons, withEntryFields } from './season-entry';
import { trackedTitle } from './tracked-title-fixture';

const AT = '2026-11-29T08:00:00.000Z';
const second = { ...blankEntry(2, { status: 'watching' }), score: 70, tags: ['kept'] };
const show = trackedTitle({
  current_season: 2,
  current_episode: 4,
  seasons: [{ ...blankEntry(1, { status: 'completed' }), score: 90 }, second],
});

describe('one season’s entry of a tracked title', () => {
  it('is the entry the title holds, or a blank one in the title’s status', () => {
    expect(entryOf(show, 2)).toBe(second);
    expect(entryOf(trackedTitle({ status: 'onHold' }), 1)).toMatchObject({
      season: 1,
      status: 'onHold',
      score: 0,
      tags: [],
      notes: null,
    });
  });

  it('lists the seasons with an entry, the current one included before the server names it', () => {
    expect(entrySeasons(show)).toEqual([1, 2]);
    expect(entrySeasons(trackedTitle({ current_season: 3 }))).toEqual([3]);
  });

  it('changes the fields written on that season alone, never status nor progress', () => {
    const changed = withEntryFields(show, 2, { score: 80, favourite: true }, AT);
    expect(changed.seasons).toEqual([
      show.seasons?.[0],
      { ...second, score: 80, favourite: true, updatedAt: AT },
    ]);
    expect(changed).toMatchObject({ status: 'watching', current_season: 2, current_episode: 4 });
    expect(changed.updatedAt).toBe(AT);
  });

  it('adds the entry of a season the title held none for, in season order', () => {
    const changed = withEntryFields(show, 3, { notes: 'Next.' }, AT);
    expect(changed.seasons?.map((entry) => [entry.season, entry.notes])).toEqual([
      [1, null],
      [2, null],
      [3, 'Next.'],
    ]);
  });
});
