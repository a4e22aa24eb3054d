import { describe, expect, it } from 'vitest';
import { parseTsuzukiExport } from './tsuzuki-json';

const NOW = Date.parse('2026-11-29T00:00:00Z');

const season = {
  season: 2,
  status: 'onHold',
  progress: 12,
  score: 85,
  startedOn: '2008-04-00',
  finishedOn: null,
  rewatchCount: 1,
  rewatching: false,
  notes: ' Stopped at the turn. ',
  tags: ['', 'malSync::abc::'],
  favourite: true,
  malId: 2904,
  anilistId: 2904,
  passes: [],
  updatedAt: '2026-11-28T00:00:00.000Z',
  source: { title: 'Code Geass: Hangyaku no Lelouch R2', type: 'TV', episodes: 25 },
};

const exportOf = (seasons: unknown[]) => ({
  product: 'Tsuzuki',
  version: 1,
  items: [
    {
      id: 31724,
      media_type: 'tv',
      status: 'onHold',
      name: 'Code Geass',
      trackedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-11-28T00:00:00.000Z',
      seasons,
    },
  ],
});

describe('our own JSON export', () => {
  it('gives back each season’s entry with every field, tags joined as written', () => {
    const { entries, skipped } = parseTsuzukiExport(exportOf([season]), NOW);
    expect(skipped).toEqual([]);
    expect(entries[0]?.seasonEntries).toEqual([
      {
        season: 2,
        status: 'onHold',
        record: {
          score: 85,
          startedOn: '2008-04-00',
          finishedOn: null,
          watchedEpisodes: 12,
          timesWatched: 1,
          rewatching: false,
          notes: ' Stopped at the turn. ',
          tags: ',malSync::abc::',
        },
        favourite: true,
        malId: 2904,
        anilistId: 2904,
        updatedAt: Date.parse('2026-11-28T00:00:00.000Z'),
        listed: { title: 'Code Geass: Hangyaku no Lelouch R2', type: 'TV', episodes: 25 },
        passes: [],
      },
    ]);
  });

  it('gives back the lines an import kept unmatched, and names one it cannot read', () => {
    const record = {
      score: 70,
      startedOn: '2021-00-00',
      finishedOn: null,
      watchedEpisodes: 3,
      timesWatched: 0,
      rewatching: false,
      notes: '',
      tags: 'Fall 2021',
    };
    const line = {
      malId: 99999,
      anilistId: null,
      status: 'watching',
      listed: { title: 'Lost Signal', type: 'OVA', episodes: 2 },
      record,
    };
    const { keptLines, skipped } = parseTsuzukiExport(
      { ...exportOf([]), keptLines: [line, { ...line, status: 'paused' }] },
      NOW,
    );
    expect(keptLines).toEqual([line]);
    expect(skipped).toEqual([
      {
        title: 'An unreadable kept line',
        reason: expect.stringMatching(/^Invalid status: /) as string,
      },
    ]);
  });

  it('refuses an item whose season has a malformed date, naming the field', () => {
    const { entries, skipped } = parseTsuzukiExport(
      exportOf([{ ...season, startedOn: '2008-13-01' }]),
      NOW,
    );
    expect(entries).toEqual([]);
    expect(skipped[0]?.reason).toMatch(/^Invalid seasons\.0\.startedOn/);
  });
});
