import { describe, expect, it } from 'vitest';
import { withoutSchedule, type CatalogueEntry } from './catalogue-entry';
import { relatedTitles } from './related-titles';

function title(id: number, name: string, popularity: number): CatalogueEntry {
  return {
    id,
    mediaType: 'tv',
    format: 'TV',
    name,
    synonyms: null,
    genreNames: [],
    tags: [],
    studios: null,
    episodes: 12,
    durationMinutes: null,
    score: null,
    voteCount: 0,
    popularity,
    scoreTrusted: false,
    adult: false,
    status: 'FINISHED',
    year: null,
    season: null,
    posterUrl: null,
    sources: [`https://myanimelist.net/anime/${id}`],
    relatedSources: [],
    ...withoutSchedule(id),
  };
}

describe('related titles by a shared franchise name', () => {
  it('gives each title of a franchise of thousands its 20 most popular others', () => {
    // Sequels of one name, as anime-offline-database lists them: "Sora no Umi 1" ... "5000".
    const entries = Array.from({ length: 5000 }, (_, index) =>
      title(index + 1, `Sora no Umi ${index + 1}`, (index * 7919) % 5000),
    );
    const related = relatedTitles({ kind: 'anime-recommendations-database', entries, skipped: 0 });
    const byPopularity = [...entries]
      .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
      .map((entry) => entry.id);
    expect(related.size).toBe(5000);
    expect(related.get(42)).toEqual(byPopularity.filter((id) => id !== 42).slice(0, 20));
    const leader = byPopularity[0] ?? 0;
    expect(related.get(leader)).toEqual(byPopularity.slice(1, 21));
    expect(related.get(leader)).not.toContain(leader);
  });

  it('leaves a title alone on its name without related titles', () => {
    const entries = [title(1, 'Mushishi', 10), title(2, 'Frieren', 20)];
    const related = relatedTitles({ kind: 'anime-recommendations-database', entries, skipped: 0 });
    expect(related.size).toBe(0);
  });
});
