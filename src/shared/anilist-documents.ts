/**
 * The GraphQL documents the product sends to AniList, as text: the app sends them without loading
 * the variables' schemas (anilist-queries.ts), which only the server checks against.
 */

const MEDIA_FIELDS = `
    id
    idMal
    title { romaji english native userPreferred }
    format
    status
    season
    seasonYear
    episodes
    countryOfOrigin
    isAdult
    genres
    coverImage { extraLarge large medium color }
    trailer { id site thumbnail }
    nextAiringEpisode { airingAt timeUntilAiring episode }
    siteUrl`;

export const ANILIST_DOCUMENTS = {
  mediaByMalId: `query MediaByMalId($idMal: Int) {
  Media(idMal: $idMal, type: ANIME) {${MEDIA_FIELDS}
  }
}`,
  airingByMalIds: `query AiringByMalIds($idMals: [Int]) {
  Page(page: 1, perPage: 50) {
    pageInfo { hasNextPage }
    media(idMal_in: $idMals, type: ANIME) {
      id
      idMal
      status
      episodes
      nextAiringEpisode { airingAt timeUntilAiring episode }
    }
  }
}`,
  searchAnime: `query SearchAnime($search: String, $page: Int, $perPage: Int) {
  Page(page: $page, perPage: $perPage) {
    pageInfo { hasNextPage }
    media(search: $search, type: ANIME, sort: SEARCH_MATCH) {${MEDIA_FIELDS}
    }
  }
}`,
} as const;
