import { Trans } from '@lingui/react';
import { Link } from 'react-router';
import {
  SMILEY_LABELS,
  meanScoreText,
  type MeanScoreText,
  type ScoreScale,
} from '../../../shared/score-scale';
import { i18n } from '../../i18n/i18n';
import { useMessages, type MessageId } from '../../i18n/messages';
import type { Translate } from '../auth/auth-messages';
import { shownName, UserAvatar } from '../../ui/UserAvatar';
import { ErrorState } from '../../ui/StatusMessage';
import { useAuth } from '../auth/auth-context';
import { entriesFor } from '../lists/list-view';
import { countsOf } from '../lists/tracked-list-state';
import { useTrackedList } from '../lists/use-tracked-list';
import { useTitleLanguage } from '../../lib/title-language/use-title-names';
import { FAVOURITE_ROWS, FavouriteTitles, isFavourite } from './overview/FavouriteTitles';
import { ListSummary } from './overview/ListSummary';
import { RECENT_ROWS, RecentActivity } from './overview/RecentActivity';
import { PicksSection } from './PicksSection';
import { ProfileScreen } from './ProfileScreen';
import { ProfileSection } from './ProfileSection';
import { useScoreScale } from './settings/use-score-scale';
import styles from './overview/overview.module.css';

const memberSince = (createdAt: string) =>
  Number.isNaN(Date.parse(createdAt))
    ? null
    : new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(new Date(createdAt));

const MEAN_LABELS: Record<ScoreScale, MessageId> = {
  POINT_10: 'profile.lists.meanScore',
  POINT_10_DECIMAL: 'profile.lists.meanScore',
  POINT_100: 'profile.lists.meanScore100',
  POINT_5: 'profile.lists.meanStars',
  POINT_3: 'profile.lists.meanScore',
};

/** The shared mean in the active language: its label by scale, a smiley's words by their place
 * (the list editor's, in the `lists` group). */
function translatedMean(mean: MeanScoreText, scale: ScoreScale, t: Translate): MeanScoreText {
  const smiley = SMILEY_LABELS.findIndex((label) => label === mean.figure);
  return {
    figure: smiley === -1 ? mean.figure : t(`lists.score.smiley${(smiley + 1) as 1 | 2 | 3}`),
    label: t(MEAN_LABELS[scale]),
  };
}

/** What the user tracks, from the lists they already load: the lists stay the one source. */
function Tracking() {
  const t = useMessages();
  const list = useTrackedList();
  const scale = useScoreScale();
  const language = useTitleLanguage();
  if (list.isError) {
    return (
      <ErrorState message={t('profile.lists.loadFailed')} onRetry={() => void list.refetch()} />
    );
  }
  const state = list.data;
  if (!state) {
    return (
      <p role="status" aria-live="polite" className={styles.since}>
        {t('profile.lists.loading')}
      </p>
    );
  }
  const recent = entriesFor(
    state.items.values(),
    { status: 'all', sort: 'updated', query: '' },
    language,
  );
  const favourites = recent.filter(isFavourite).slice(0, FAVOURITE_ROWS);
  const mean = meanScoreText(
    [...state.items.values()].flatMap((item) => (item.seasons ?? []).map((entry) => entry.score)),
    scale,
  );
  const meanScore = mean && translatedMean(mean, scale, t);
  return (
    <>
      <ProfileSection title={t('profile.lists.title')}>
        <ListSummary counts={countsOf(state)} meanScore={meanScore} />
        <p className={styles.since}>
          <Trans
            id={'profile.lists.stats' satisfies MessageId}
            components={{ 0: <Link to="/stats" /> }}
          />
        </p>
      </ProfileSection>
      <div className={styles.pair}>
        <ProfileSection title={t('profile.recent.title')}>
          <RecentActivity items={recent.slice(0, RECENT_ROWS)} />
        </ProfileSection>
        <ProfileSection
          title={t('profile.favourites.title')}
          description={t('profile.favourites.description')}
        >
          <FavouriteTitles items={favourites} />
        </ProfileSection>
      </div>
    </>
  );
}

/**
 * /profile (signed in only; the guard sends others to "/"): the user, their tracking and
 * favourites, then the picks recommendations start from.
 */
export function ProfilePage() {
  const t = useMessages();
  const { currentUser } = useAuth();
  if (!currentUser) return null;
  const since = memberSince(currentUser.profile.createdAt);

  return (
    <ProfileScreen title={t('profile.title')}>
      <section aria-label={t('profile.you')} className={styles.person}>
        <UserAvatar user={currentUser} size="large" />
        <div>
          <p className={styles.name}>{shownName(currentUser)}</p>
          <p className={styles.since}>
            {since
              ? t('profile.memberSince', { username: currentUser.profile.username, date: since })
              : t('profile.handle', { username: currentUser.profile.username })}
          </p>
        </div>
      </section>
      <Tracking />
      <PicksSection profile={currentUser.profile} />
    </ProfileScreen>
  );
}
