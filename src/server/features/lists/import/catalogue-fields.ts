import type { MediaType } from '../../../../shared/catalogue-types';
import {
  trackedFieldsShape,
  type TrackedFieldName,
  type TrackedFieldsPatch,
} from '../../../../shared/tracked-title';
import type { TitleBasics } from '../../catalogue/provider';

/** Catalogue data, each field kept only when it fits the tracked title's rules. */
function checkedFields(candidates: Partial<Record<TrackedFieldName, unknown>>): TrackedFieldsPatch {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(candidates)) {
    if (value === undefined) continue;
    const checked = trackedFieldsShape[name as TrackedFieldName].safeParse(value);
    if (checked.success) fields[name] = checked.data;
  }
  return fields;
}

/** What a new tracked title starts with from the catalogue's details of it, or their basics. */
export function fieldsOfDetails(type: MediaType, details: TitleBasics): TrackedFieldsPatch {
  const common = {
    poster_path: details.poster_path,
    overview: details.overview,
    vote_average: details.vote_average,
    genres: details.genres.map(({ id, name }) => ({ id, name })),
  };
  if (type === 'tv') {
    const show = details as Extract<TitleBasics, { name: string }>;
    return checkedFields({ ...common, name: show.name, first_air_date: show.first_air_date });
  }
  const movie = details as Extract<TitleBasics, { title: string }>;
  return checkedFields({ ...common, title: movie.title, release_date: movie.release_date });
}
