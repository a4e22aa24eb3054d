import type { Genre } from '../../../shared/catalogue-types';
import { compareNames } from '../../../shared/locale-format';
import { useMessages } from '../../i18n/messages';
import { genreName } from '../../ui/genre-names';

/**
 * The options of a genre select, named and ordered in the interface's language. An address may
 * name a genre the loaded lists lack: it is shown rather than silently pretending "any".
 */
export function GenreOptions({ genres, selected }: { genres: Genre[]; selected: string }) {
  const t = useMessages();
  const unlisted = selected !== '' && !genres.some((genre) => String(genre.id) === selected);
  const named = genres
    .map((genre) => ({ id: genre.id, name: genreName(genre.name, t) }))
    .sort((a, b) => compareNames(a.name, b.name));
  return (
    <>
      <option value="">{t('common.filters.anyGenre')}</option>
      {unlisted && (
        <option value={selected}>{t('common.filters.unlistedGenre', { id: selected })}</option>
      )}
      {named.map((genre) => (
        <option key={genre.id} value={String(genre.id)}>
          {genre.name}
        </option>
      ))}
    </>
  );
}
