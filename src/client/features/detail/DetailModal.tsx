import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useMessages, type Translate } from '../../i18n/messages';
import { useCatalogueInfo } from '../../lib/catalogue/catalogue-info';
import { useTitleDetails } from '../../lib/catalogue/title-details';
import { titlePath, type Title } from '../../lib/catalogue/titles';
import { useTitleNames } from '../../lib/title-language/use-title-names';
import type { DeferredDialogProps } from '../../shell/deferred-dialog';
import { DialogFrame } from '../../ui/DialogFrame';
import { genreName } from '../../ui/genre-names';
import { Poster } from '../../ui/Poster';
import { kindLabel, scoreLabel, yearLabel } from '../../ui/title-meta';
import { TrackControl } from '../lists/TrackControl';
import { FactList, GenreChips } from './FactList';
import { titleFacts, type Fact } from './title-facts';
import styles from './detail.module.css';

/** What the card already knew, shown until the details arrive. */
function listFacts(title: Title, t: Translate): Fact[] {
  const year = yearLabel(title);
  const score = scoreLabel(title.vote_average);
  return [
    { label: t('detail.fact.type'), value: kindLabel(title.media_type, title.format, t) },
    ...(year ? [{ label: t('detail.fact.year'), value: year }] : []),
    ...(score
      ? [{ label: t('detail.fact.score'), value: t('detail.fact.scoreOutOf10', { score }) }]
      : []),
  ];
}

/** A title's quick view over the current screen: the essentials, Track, and the full page. */
export function DetailModal({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
}: DeferredDialogProps & { title: Title }) {
  const t = useMessages();
  const details = useTitleDetails(title.media_type, title.id);
  const { data: info } = useCatalogueInfo();
  const loaded = details.data;
  const name = useTitleNames(title).main;

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={name}
      closeLabel={t('detail.quickView.close')}
    >
      <div className={styles.modalBody}>
        <Poster posterPath={title.poster_path} title={title.title} item={title} />
        <div className={styles.summary}>
          <FactList facts={loaded ? titleFacts(loaded, info, t) : listFacts(title, t)} />
          {loaded && (
            <GenreChips
              label={t('detail.genres')}
              names={loaded.details.genres.map((genre) => genreName(genre.name, t))}
            />
          )}
          {loaded && loaded.details.overview.trim() !== '' && (
            <p className={styles.modalOverview}>{loaded.details.overview}</p>
          )}
          {details.isPending && <p role="status">{t('detail.quickView.loadingDetails')}</p>}
          {(details.isError || loaded === null) && (
            <p role="alert">{t('detail.quickView.detailsFailed')}</p>
          )}
          <TrackControl
            target={{
              media_type: title.media_type,
              id: title.id,
              name,
              card: title,
              details: loaded?.details,
            }}
          />
          <div className={styles.actions}>
            <Link to={titlePath(title)} className="button" onClick={() => onOpenChange(false)}>
              {t('detail.quickView.fullPage')}
              <ArrowRight aria-hidden size={16} />
            </Link>
          </div>
        </div>
      </div>
    </DialogFrame>
  );
}
