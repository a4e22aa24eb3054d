import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Star, X } from 'lucide-react';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
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

function episodeHint(bounds: ProgressBounds, season: number, checking: boolean): string {
  const count = knownEpisodes(bounds, season);
  if (count !== null) return `Season ${season} has ${count} episode${count === 1 ? '' : 's'}.`;
  if (checking) return 'Checking the episode count…';
  return 'The catalogue does not list this season’s episodes.';
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
        text: `Season must be a whole number from ${FIRST_SEASON} to ${lastSeason(bounds)}.`,
      });
      seasonRef.current?.focus();
      return;
    }
    const episodeNumber = wholeNumberIn(episode, FIRST_EPISODE, episodeMax);
    if (episodeNumber === null) {
      setError({
        field: 'episode',
        text: `Episode must be a whole number from ${FIRST_EPISODE} to ${episodeMax}.`,
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
            <Dialog.Title className={dialog.title}>Progress: {title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close">
              <X aria-hidden size={20} />
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.description}>
            {withSeasons
              ? 'Which season and episode have you reached?'
              : 'Which episode have you reached?'}
          </Dialog.Description>
          <form className={styles.form} onSubmit={submit} noValidate>
            {withSeasons && (
              <NumberStepper
                id={`${id}-season`}
                label="Season"
                value={season}
                onChange={changeSeason}
                min={FIRST_SEASON}
                max={lastSeason(bounds)}
                lessLabel="Previous season"
                moreLabel="Next season"
                hint={
                  seasonCount > 0
                    ? `${seasonCount} season${seasonCount === 1 ? '' : 's'} listed.`
                    : undefined
                }
                error={error?.field === 'season' ? error.text : undefined}
                inputRef={seasonRef}
              />
            )}
            <NumberStepper
              id={`${id}-episode`}
              label="Episode"
              value={episode}
              onChange={(value) => {
                setEpisode(value);
                setError(null);
              }}
              min={FIRST_EPISODE}
              max={episodeMax}
              lessLabel="One episode less"
              moreLabel="One episode more"
              hint={episodeHint(bounds, shownSeason, details.isPending)}
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
                {withSeasons ? `Score and notes of season ${shownSeason}` : 'Score and notes'}
              </button>
            )}
            <div className={styles.actions}>
              <Dialog.Close className="button">Cancel</Dialog.Close>
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
