/**
 * The names a title's main name can be shown in (issue 35), in the order the select offers them,
 * as AniList does: MyAnimeList's romanised main title, the English one, and the Japanese one.
 */
export const TITLE_LANGUAGES = ['romaji', 'english', 'native'] as const;

export type TitleLanguage = (typeof TITLE_LANGUAGES)[number];

export function isTitleLanguage(value: unknown): value is TitleLanguage {
  return typeof value === 'string' && (TITLE_LANGUAGES as readonly string[]).includes(value);
}

/** A stored title language, or null when none was chosen. */
export function readTitleLanguage(value: unknown): TitleLanguage | null {
  return isTitleLanguage(value) ? value : null;
}
