import type { MovieDetails, TvDetails } from './catalogue-types';

/** A title's details with the media type that decides their shape. */
export type TitleWithDetails =
  { mediaType: 'tv'; details: TvDetails } | { mediaType: 'movie'; details: MovieDetails };

export function titleName({ mediaType, details }: TitleWithDetails): string {
  return mediaType === 'tv' ? details.name : details.title;
}

/** The names the title also goes by: the original name and synonyms, each once. */
export function otherNames(title: TitleWithDetails): string[] {
  const { mediaType, details } = title;
  const [name, original] =
    mediaType === 'tv'
      ? [details.name, details.original_name]
      : [details.title, details.original_title];
  const seen = new Set([name.trim().toLowerCase()]);
  const names: string[] = [];
  for (const candidate of [original, ...(details.synonyms ?? [])]) {
    const key = candidate.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    names.push(candidate.trim());
  }
  return names;
}
