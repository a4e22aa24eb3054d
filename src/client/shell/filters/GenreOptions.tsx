import type { Genre } from '../../../shared/catalogue-types';

/**
 * The options of a genre select. An address may name a genre the loaded lists lack: it is shown
 * rather than silently pretending "any".
 */
export function GenreOptions({ genres, selected }: { genres: Genre[]; selected: string }) {
  const unlisted = selected !== '' && !genres.some((genre) => String(genre.id) === selected);
  return (
    <>
      <option value="">Any genre</option>
      {unlisted && <option value={selected}>Genre #{selected}</option>}
      {genres.map((genre) => (
        <option key={genre.id} value={String(genre.id)}>
          {genre.name}
        </option>
      ))}
    </>
  );
}
