import { Trans } from '@lingui/react';
import { Link } from 'react-router';
import type { TrackedTitle } from '../../../../shared/tracked-title';
import { i18n } from '../../../i18n/i18n';
import { useMessages, type MessageId } from '../../../i18n/messages';
import type { Translate } from '../../auth/auth-messages';
import { statusName } from './ListSummary';
import { TitleNamesLink } from './TitleNamesLink';
import styles from './overview.module.css';

/** The titles changed last: enough to see what one has been watching, not a second list. */
export const RECENT_ROWS = 5;

const changedOn = (updatedAt: string) =>
  Number.isNaN(Date.parse(updatedAt))
    ? null
    : new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(updatedAt));

function whereAt(item: TrackedTitle, t: Translate): string {
  const status = t(statusName(item.status));
  if (item.media_type === 'movie' || item.status === 'planToWatch') return status;
  return t('profile.recent.at', {
    status,
    season: item.current_season,
    episode: item.current_episode,
  });
}

export function RecentActivity({ items }: { items: readonly TrackedTitle[] }) {
  const t = useMessages();
  if (items.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans
          id={'profile.recent.empty' satisfies MessageId}
          components={{ 0: <Link to="/discover" /> }}
        />
      </p>
    );
  }
  return (
    <ol className={styles.recent}>
      {items.map((item) => {
        const on = changedOn(item.updatedAt);
        return (
          <li key={`${item.media_type}/${item.id}`} className={styles.recentRow}>
            <TitleNamesLink item={item} />
            <span className={styles.recentWhere}>
              {on
                ? t('profile.recent.on', { where: whereAt(item, t), date: on })
                : whereAt(item, t)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
