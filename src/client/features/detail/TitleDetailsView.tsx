import { ExternalLink } from 'lucide-react';
import { useMemo } from 'react';
import { useAllowAdult } from '../../lib/catalogue/allow-adult';
import { detailFirstScreen } from '../../../shared/first-screens';
import { useMessages } from '../../i18n/messages';
import { useCatalogueInfo } from '../../lib/catalogue/catalogue-info';
import type { TitleDetails } from '../../lib/catalogue/title-details';
import { visibleTitles } from '../../lib/catalogue/titles';
import { CatalogueCredits } from '../../ui/CatalogueCredits';
import { LeadWords } from '../../ui/LeadWords';
import { Page } from '../../ui/Page';
import { Poster } from '../../ui/Poster';
import { TitleGrid, TitleGridSkeleton } from '../../ui/TitleGrid';
import { useTasksPassed } from '../../ui/use-tasks-passed';
import { useTitleLanguage } from '../../lib/title-language/use-title-names';
import { TrackControl } from '../lists/TrackControl';
import { FactList, GenreChips, GenreLinks } from './FactList';
import { MORE_LIKE_THIS_COUNT, useGenreNeighbours } from './more-like-this';
import { NextEpisodeLine } from './NextEpisodeLine';
import { PhoneActionBar } from './PhoneActionBar';
import { quickViewAction } from './QuickViewButton';
import { SeasonList } from './SeasonList';
import { sourceLinks } from './source-links';
import { titleFacts } from './title-facts';
import { useNextEpisode } from './use-next-episode';
import { WhereToWatch } from './WhereToWatch';
import { SynopsisCredit } from './SynopsisCredit';
import { useEnrichedTitle } from './use-enriched-title';
import styles from './detail.module.css';

export function TitleDetailsView({ title: given }: { title: TitleDetails }) {
  const t = useMessages();
  const title = useEnrichedTitle(given);
  const { mediaType, details } = title;
  const { data: info } = useCatalogueInfo();
  const allowAdult = useAllowAdult();
  // The server's opening in the same title language (decision 448), so the name never changes.
  const opening = detailFirstScreen(title, useTitleLanguage());
  const name = opening.title;
  const { lead } = opening;
  const nextEpisode = useNextEpisode(title);
  const related = useMemo(
    () => visibleTitles(details.related ?? [], mediaType, allowAdult),
    [details.related, mediaType, allowAdult],
  );
  const neighbours = useGenreNeighbours(title, allowAdult, related.length === 0);
  const similar = related.length > 0 ? related : neighbours.titles;
  const links = sourceLinks(info?.provider, mediaType, details.id, details.sources);
  const seasons =
    title.mediaType === 'tv' && info?.capabilities.seasons ? title.details.seasons : [];
  // The title's poster, facts and action first; a task later what lies below them, which on a
  // phone starts below the first screen: drawn and laid out at once, the page was one task of
  // 40–65 ms, four times that on a slow phone.
  const belowDrawn = useTasksPassed(1) >= 1;

  return (
    <Page title={name} lead={lead && <LeadWords parts={lead} />}>
      <div className={styles.hero}>
        <Poster
          posterPath={details.poster_path}
          title={name}
          item={{ media_type: mediaType, id: details.id }}
          size="detail"
          className={styles.poster}
        />
        <div className={styles.summary}>
          <FactList facts={titleFacts(title, info, t)} />
          <GenreLinks genres={details.genres} />
          {details.tags && details.tags.length > 0 && (
            <GenreChips label={t('detail.tags')} names={details.tags} />
          )}
          {nextEpisode.episode && <NextEpisodeLine episode={nextEpisode.episode} />}
          {nextEpisode.reserve && <div className={styles.nextEpisodePlaceholder} aria-hidden />}
          <PhoneActionBar>
            <TrackControl
              target={{ media_type: mediaType, id: details.id, name, details }}
              compactOnPhone
            />
          </PhoneActionBar>
          {links.length > 0 && (
            <div className={styles.actions}>
              {links.map((link) => (
                <a key={link.url} className="button" href={link.url} rel="noreferrer">
                  {t('detail.viewOn', { site: link.label })}
                  <ExternalLink aria-hidden size={16} />
                </a>
              ))}
            </div>
          )}
        </div>
      </div>

      {belowDrawn && (
        <>
          <WhereToWatch links={details.watch_links ?? []} />

          {details.overview.trim() !== '' && (
            <section className={styles.section} aria-labelledby="synopsis-heading">
              <h2 id="synopsis-heading">{t('detail.synopsis')}</h2>
              <p className={styles.overview}>{details.overview}</p>
              {details.overview_source && <SynopsisCredit source={details.overview_source} />}
            </section>
          )}

          {seasons.length > 0 && (
            <section className={styles.section} aria-labelledby="seasons-heading">
              <h2 id="seasons-heading">{t('detail.seasons')}</h2>
              <SeasonList showId={details.id} seasons={seasons} />
            </section>
          )}

          {(similar.length > 0 || neighbours.pending) && (
            <section className={styles.section} aria-labelledby="related-heading">
              <h2 id="related-heading">{t('detail.moreLikeThis')}</h2>
              {/* Grey cards hold the row's place, so the footer stays put when the titles come. */}
              {similar.length > 0 ? (
                <TitleGrid
                  titles={similar}
                  label={t('detail.moreLikeThis')}
                  renderAction={quickViewAction}
                />
              ) : (
                <TitleGridSkeleton
                  count={MORE_LIKE_THIS_COUNT}
                  label={t('detail.loadingSimilar')}
                />
              )}
            </section>
          )}
          <CatalogueCredits className={styles.credits} />
        </>
      )}
    </Page>
  );
}
