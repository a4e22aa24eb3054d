import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Star, X } from 'lucide-react';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useMessages, type Translate } from '../../../i18n/messages';
import { titleDetailsQuery } from '../../../lib/catalogue/title-details';
import {
  FIRST_EPISODE,
  FIRST_SEASON,
  knownEpisodes,
  lastEpisode,
  lastSeason,
  progressBoundsOf,
  type Progress,
  type ProgressBounds,
} from '../../../../shared/progress/progress-bounds';
import { showsSeasonStepper } from '../../../../shared/progress/progress-rules';
import type { ProgressRequest } from './progress-request';
import styles from './progress-dialog.module.css';
import dialog from '../../../ui/dialog.module.css';
import { NumberStepper } from './NumberStepper';
import { EpisodeName } from './EpisodeName';

export interface ProgressDialogProps extends ProgressRequest {
  onClose: () => void;
}

type FieldError = { field: 'season' | 'episode'; text: string } | null;

function wholeNumberIn(value: string, min: number, max: number): number | null {
  const number = Number(value);
  return value.trim() !== '' && Number.isInteger(number) && number >= min && number <= max
    ? number
    : null;
}

function episodeHint(
  bounds: ProgressBounds,
  season: number,
  checking: boolean,
  t: Translate,
): string {
  const count = knownEpisodes(bounds, season);
  if (count !== null) return t('lists.progress.seasonHas', { season, count });
  if (checking) return t('lists.progress.checkingCount');
  return t('lists.progress.noCount');
}

/** Spec §2's progress modal: the season and episode reached, checked against the catalogue. */
export function ProgressDialog({
  title,
  showId,
  initial,
  storedEpisodes,
  saveLabel,
  onSave,
  onEditEntry,
  onClose,
}: ProgressDialogProps) {
  const t = useMessages();
  const details = useQuery(titleDetailsQuery('tv', showId));
  const show = details.data?.mediaType === 'tv' ? details.data.details : null;
  const bounds = useMemo(() => progressBoundsOf(show, storedEpisodes), [show, storedEpisodes]);
  const [season, setSeason] = useState(String(initial.season));
  const [episode, setEpisode] = useState(String(initial.episode));
  const [error, setError] = useState<FieldError>(null);
  const seasonRef = useRef<HTMLInputElement>(null);
  const episodeRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const seasonNumber = wholeNumberIn(season, FIRST_SEASON, lastSeason(bounds));
  const shownSeason = seasonNumber ?? initial.season;
  const episodeMax = lastEpisode(bounds, shownSeason);

  const changeSeason = (value: string) => {
    setSeason(value);
    setError(null);
    // A shorter season cannot hold the episode reached in a longer one.
    const next = wholeNumberIn(value, FIRST_SEASON, lastSeason(bounds));
    const episodeNumber = Number(episode);
    if (next !== null && Number.isFinite(episodeNumber)) {
      const max = lastEpisode(bounds, next);
      if (episodeNumber > max) setEpisode(String(max));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (seasonNumber === null) {
      setError({
        field: 'season',
        text: t('lists.progress.seasonError', { min: FIRST_SEASON, max: lastSeason(bounds) }),
      });
      seasonRef.current?.focus();
      return;
    }
    const episodeNumber = wholeNumberIn(episode, FIRST_EPISODE, episodeMax);
    if (episodeNumber === null) {
      setError({
        field: 'episode',
        text: t('lists.progress.episodeError', { min: FIRST_EPISODE, max: episodeMax }),
      });
      episodeRef.current?.focus();
      return;
    }
    onSave({ season: seasonNumber, episode: episodeNumber } satisfies Progress, bounds);
    onClose();
  };

  const seasonCount = bounds.seasons;
  const withSeasons = showsSeasonStepper(bounds, initial);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={`${dialog.frame} ${styles.width}`}>
          <div className={dialog.header}>
            <Dialog.Title className={dialog.title}>
              {t('lists.progress.title', { title })}
            </Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('lists.close')}>
              <X aria-hidden size={20} />
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.description}>
            {t(withSeasons ? 'lists.progress.askSeason' : 'lists.progress.askEpisode')}
          </Dialog.Description>
          <form className={styles.form} onSubmit={submit} noValidate>
            {withSeasons && (
              <NumberStepper
                id={`${id}-season`}
                label={t('lists.progress.season')}
                value={season}
                onChange={changeSeason}
                min={FIRST_SEASON}
                max={lastSeason(bounds)}
                lessLabel={t('lists.progress.previousSeason')}
                moreLabel={t('lists.progress.nextSeason')}
                hint={
                  seasonCount > 0
                    ? t('lists.progress.seasonsListed', { count: seasonCount })
                    : undefined
                }
                error={error?.field === 'season' ? error.text : undefined}
                inputRef={seasonRef}
              />
            )}
            <NumberStepper
              id={`${id}-episode`}
              label={t('lists.progress.episodeField')}
              value={episode}
              onChange={(value) => {
                setEpisode(value);
                setError(null);
              }}
              min={FIRST_EPISODE}
              max={episodeMax}
              lessLabel={t('lists.progress.oneLess')}
              moreLabel={t('lists.progress.oneMore')}
              hint={episodeHint(bounds, shownSeason, details.isPending, t)}
              error={error?.field === 'episode' ? error.text : undefined}
              inputRef={episodeRef}
            />
            <EpisodeName
              showId={showId}
              season={shownSeason}
              episode={wholeNumberIn(episode, FIRST_EPISODE + 1, episodeMax)}
            />
            {onEditEntry && (
              <button
                type="button"
                className={`button ${styles.entryButton}`}
                aria-haspopup="dialog"
                onClick={() => onEditEntry(shownSeason)}
              >
                <Star aria-hidden size={16} />
                {withSeasons
                  ? t('lists.progress.entryOfSeason', { season: shownSeason })
                  : t('lists.scoreAndNotes')}
              </button>
            )}
            <div className={styles.actions}>
              <Dialog.Close className="button">{t('lists.progress.cancel')}</Dialog.Close>
              <button type="submit" className="button button-primary">
                {saveLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
