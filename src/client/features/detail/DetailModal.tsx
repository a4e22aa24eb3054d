import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useCatalogueInfo } from '../../lib/catalogue/catalogue-info';
import { useTitleDetails } from '../../lib/catalogue/title-details';
import { titlePath, type Title } from '../../lib/catalogue/titles';
import type { DeferredDialogProps } from '../../shell/deferred-dialog';
import { DialogFrame } from '../../ui/DialogFrame';
import { Poster } from '../../ui/Poster';
import { kindLabel, scoreLabel, yearLabel } from '../../ui/title-meta';
import { TrackControl } from '../lists/TrackControl';
import { FactList, GenreChips } from './FactList';
import { titleFacts, type Fact } from './title-facts';
import styles from './detail.module.css';

/** What the card already knew, shown until the details arrive. */
function listFacts(title: Title): Fact[] {
  const year = yearLabel(title);
  const score = scoreLabel(title.vote_average);
  return [
    { label: 'Type', value: kindLabel(title.media_type, title.format) },
    ...(year ? [{ label: 'Year', value: year }] : []),
    ...(score ? [{ label: 'Score', value: `${score} / 10` }] : []),
  ];
}

/** A title's quick view over the current screen: the essentials, Track, and the full page. */
export function DetailModal({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
}: DeferredDialogProps & { title: Title }) {
  const details = useTitleDetails(title.media_type, title.id);
  const { data: info } = useCatalogueInfo();
  const loaded = details.data;

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={title.title}
      closeLabel="Close quick view"
    >
      <div className={styles.modalBody}>
        <Poster posterPath={title.poster_path} title={title.title} item={title} />
        <div className={styles.summary}>
          <FactList facts={loaded ? titleFacts(loaded, info) : listFacts(title)} />
          {loaded && (
            <GenreChips label="Genres" names={loaded.details.genres.map((genre) => genre.name)} />
          )}
          {loaded && loaded.details.overview.trim() !== '' && (
            <p className={styles.modalOverview}>{loaded.details.overview}</p>
          )}
          {details.isPending && <p role="status">Loading details…</p>}
          {(details.isError || loaded === null) && (
            <p role="alert">More details could not be loaded right now.</p>
          )}
          <TrackControl
            target={{
              media_type: title.media_type,
              id: title.id,
              name: title.title,
              card: title,
              details: loaded?.details,
            }}
          />
          <div className={styles.actions}>
            <Link to={titlePath(title)} className="button" onClick={() => onOpenChange(false)}>
              Open full page
              <ArrowRight aria-hidden size={16} />
            </Link>
          </div>
        </div>
      </div>
    </DialogFrame>
  );
}
