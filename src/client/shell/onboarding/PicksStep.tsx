import type { FavouriteTitle } from '../../../shared/profile-picks';
import { useGenreOptions } from '../filters/use-genre-options';
import { useMessages } from '../../i18n/messages';
import { titleKey } from '../../lib/catalogue/titles';
import { genreName } from '../../ui/genre-names';
import { useSeasonTitles } from './use-season-titles';
import styles from './onboarding.module.css';

export interface Picks {
  genres: string[];
  titles: FavouriteTitle[];
}

interface PicksStepProps {
  picks: Picks;
  onChange: (picks: Picks) => void;
  /** Titles offered after this season's: picks kept from an earlier one, so they can be let go. */
  alsoOffered?: readonly FavouriteTitle[];
}

function Toggle({ label, on, onToggle }: { label: string; on: boolean; onToggle: () => void }) {
  return (
    <button type="button" className={styles.toggle} aria-pressed={on} onClick={onToggle}>
      {label}
    </button>
  );
}

/** Genres the user enjoys and a few of this season's titles: where recommendations start (decision 342). */
export function PicksStep({ picks, onChange, alsoOffered = [] }: PicksStepProps) {
  const t = useMessages();
  const genres = useGenreOptions('tv');
  const season = useSeasonTitles();
  const seasonKeys = new Set(season.map(titleKey));
  const offered: FavouriteTitle[] = [
    ...season.map(({ media_type, id, title }) => ({ media_type, id, title })),
    ...alsoOffered.filter((title) => !seasonKeys.has(titleKey(title))),
  ];
  const pickedTitles = new Set(picks.titles.map(titleKey));

  const toggleGenre = (name: string) =>
    onChange({
      ...picks,
      genres: picks.genres.includes(name)
        ? picks.genres.filter((genre) => genre !== name)
        : [...picks.genres, name],
    });
  const toggleTitle = (title: FavouriteTitle) =>
    onChange({
      ...picks,
      titles: pickedTitles.has(titleKey(title))
        ? picks.titles.filter((picked) => titleKey(picked) !== titleKey(title))
        : [...picks.titles, title],
    });

  return (
    <>
      <fieldset className={styles.choices}>
        <legend>{t('onboarding.genres')}</legend>
        {genres.map((genre) => (
          <Toggle
            key={genre.id}
            label={genreName(genre.name, t)}
            on={picks.genres.includes(genre.name)}
            onToggle={() => toggleGenre(genre.name)}
          />
        ))}
      </fieldset>
      {offered.length > 0 && (
        <fieldset className={styles.choices}>
          <legend>{t('onboarding.popular')}</legend>
          {offered.map((title) => (
            <Toggle
              key={titleKey(title)}
              label={title.title}
              on={pickedTitles.has(titleKey(title))}
              onToggle={() => toggleTitle(title)}
            />
          ))}
        </fieldset>
      )}
    </>
  );
}
