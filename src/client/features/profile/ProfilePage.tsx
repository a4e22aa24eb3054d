import { Link } from 'react-router';
import { meanScoreText } from '../../../shared/score-scale';
import { shownName, UserAvatar } from '../../ui/UserAvatar';
import { ErrorState } from '../../ui/StatusMessage';
import { useAuth } from '../auth/auth-context';
import { entriesFor } from '../lists/list-view';
import { countsOf } from '../lists/tracked-list-state';
import { useTrackedList } from '../lists/use-tracked-list';
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
    : new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(createdAt));

/** What the user tracks, from the lists they already load: the lists stay the one source. */
function Tracking() {
  const list = useTrackedList();
  const scale = useScoreScale();
  if (list.isError) {
    return (
      <ErrorState message="Your lists could not be loaded." onRetry={() => void list.refetch()} />
    );
  }
  const state = list.data;
  if (!state) {
    return (
      <p role="status" aria-live="polite" className={styles.since}>
        Loading your lists…
      </p>
    );
  }
  const recent = entriesFor(state.items.values(), { status: 'all', sort: 'updated', query: '' });
  const favourites = recent.filter(isFavourite).slice(0, FAVOURITE_ROWS);
  const meanScore = meanScoreText(
    [...state.items.values()].flatMap((item) => (item.seasons ?? []).map((entry) => entry.score)),
    scale,
  );
  return (
    <>
      <ProfileSection title="Lists">
        <ListSummary counts={countsOf(state)} meanScore={meanScore} />
        <p className={styles.since}>
          <Link to="/stats">Your stats</Link> show what you watched each year.
        </p>
      </ProfileSection>
      <div className={styles.pair}>
        <ProfileSection title="Recent activity">
          <RecentActivity items={recent.slice(0, RECENT_ROWS)} />
        </ProfileSection>
        <ProfileSection
          title="Favourites"
          description="Titles with a season you marked as a favourite. Recommendations lean on them most."
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
  const { currentUser } = useAuth();
  if (!currentUser) return null;
  const since = memberSince(currentUser.profile.createdAt);

  return (
    <ProfileScreen title="Profile">
      <section aria-label="You" className={styles.person}>
        <UserAvatar user={currentUser} size="large" />
        <div>
          <p className={styles.name}>{shownName(currentUser)}</p>
          <p className={styles.since}>
            @{currentUser.profile.username}
            {since && <> · member since {since}</>}
          </p>
        </div>
      </section>
      <Tracking />
      <PicksSection profile={currentUser.profile} />
    </ProfileScreen>
  );
}
