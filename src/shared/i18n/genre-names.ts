/**
 * The genres the catalogues name (MyAnimeList's through the offline catalogue, TMDB's), by their
 * English name made an id: 'Slice of Life' is genres.slice-of-life. The name is the stable
 * value; two catalogues may give one id different names ('Sci-Fi', 'Science Fiction').
 */
const KNOWN_GENRES: ReadonlySet<string> = new Set([
  'action',
  'action-adventure',
  'adult-cast',
  'adventure',
  'animation',
  'anthropomorphic',
  'avant-garde',
  'boys-love',
  'cgdct',
  'comedy',
  'crime',
  'detective',
  'documentary',
  'drama',
  'ecchi',
  'erotica',
  'family',
  'fantasy',
  'girls-love',
  'gore',
  'gourmet',
  'harem',
  'hentai',
  'historical',
  'history',
  'horror',
  'isekai',
  'iyashikei',
  'josei',
  'kids',
  'mahou-shoujo',
  'martial-arts',
  'mecha',
  'military',
  'music',
  'mystery',
  'mythology',
  'news',
  'parody',
  'psychological',
  'racing',
  'reality',
  'reincarnation',
  'reverse-harem',
  'romance',
  'samurai',
  'school',
  'sci-fi',
  'sci-fi-fantasy',
  'science-fiction',
  'seinen',
  'shoujo',
  'shounen',
  'slice-of-life',
  'soap',
  'space',
  'sports',
  'strategy-game',
  'super-power',
  'supernatural',
  'survival',
  'suspense',
  'talk',
  'thriller',
  'time-travel',
  'tv-movie',
  'vampire',
  'video-game',
  'war',
  'war-politics',
  'western',
  'workplace',
]);

function genreSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The catalogue's message id for a genre's name in the interface's language, or null for a genre
 * no catalogue was known to have, which is shown as it came.
 */
export function genreMessageId(name: string): `genres.${string}` | null {
  const slug = genreSlug(name);
  return KNOWN_GENRES.has(slug) ? `genres.${slug}` : null;
}
