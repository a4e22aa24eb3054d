import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react';
import { useId, useState } from 'react';
import {
  SCROBBLE_SERVER_LABELS,
  type ScrobbleAddress,
  type ScrobbleLogEntry,
  type ScrobbleOutcome,
} from '../../../shared/scrobble-api';
import { i18n } from '../../i18n/i18n';
import { useMessages, type MessageId } from '../../i18n/messages';
import type { Translate } from '../auth/auth-messages';
import { ProfileSection } from '../profile/ProfileSection';
import { FixScrobbleEvent } from './FixScrobbleEvent';
import {
  fetchScrobbleAddress,
  fetchScrobbleLog,
  revokeScrobbleAddress,
  rotateScrobbleAddress,
  SCROBBLE_ADDRESS_KEY,
  SCROBBLE_LOG_KEY,
} from './scrobble-api';
import styles from './scrobble.module.css';

const outcomeName = (outcome: ScrobbleOutcome): MessageId => `scrobble.outcome.${outcome}`;

function episodeOf(entry: ScrobbleLogEntry, t: Translate): string {
  if (entry.episode === null) return '';
  return ` · ${t('scrobble.episode', { season: entry.season ?? 1, episode: entry.episode })}`;
}

function LogEntry({ entry }: { entry: ScrobbleLogEntry }) {
  const t = useMessages();
  const [fixing, setFixing] = useState(false);
  const needsFix = entry.outcome === 'unmatched' || entry.outcome === 'failed';
  return (
    <li className={styles.entry}>
      <strong>
        {t('scrobble.entry', {
          outcome: t(outcomeName(entry.outcome)),
          title: entry.title?.name ?? entry.seriesName ?? t('scrobble.unknownTitle'),
        })}
        {episodeOf(entry, t)}
      </strong>
      <p className={styles.muted}>
        {SCROBBLE_SERVER_LABELS[entry.server]}
        {' · '}
        {new Date(entry.receivedAt).toLocaleString(i18n.locale, {
          dateStyle: 'medium',
          timeStyle: 'short',
        })}
      </p>
      <p className={styles.muted}>{entry.reason}</p>
      {entry.fixable && needsFix && !fixing && (
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => setFixing(true)}>
            {t('scrobble.chooseTitle')}
          </button>
        </div>
      )}
      {fixing && <FixScrobbleEvent entry={entry} />}
    </li>
  );
}

function SetupSteps() {
  const t = useMessages();
  return (
    <details className={styles.steps}>
      <summary>{t('scrobble.setup.summary')}</summary>
      <p>
        <strong>{t('scrobble.setup.jellyfin')}</strong>
      </p>
      <ol>
        <li>{t('scrobble.setup.jellyfin1')}</li>
        <li>{t('scrobble.setup.jellyfin2')}</li>
        <li>{t('scrobble.setup.jellyfin3')}</li>
      </ol>
      <p>
        <Trans id={'scrobble.setup.plex' satisfies MessageId} components={{ 0: <strong /> }} />
      </p>
      <p>
        <Trans id={'scrobble.setup.emby' satisfies MessageId} components={{ 0: <strong /> }} />
      </p>
    </details>
  );
}

/** The "Media server scrobbling" section of the profile page (issue 19). */
export function ScrobbleSection() {
  const t = useMessages();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [copied, setCopied] = useState(false);
  const address = useQuery({
    queryKey: SCROBBLE_ADDRESS_KEY,
    queryFn: ({ signal }) => fetchScrobbleAddress(signal),
  });
  const log = useQuery({
    queryKey: SCROBBLE_LOG_KEY,
    queryFn: ({ signal }) => fetchScrobbleLog(signal),
  });
  const update = useMutation({
    mutationFn: (action: 'rotate' | 'revoke') =>
      action === 'rotate' ? rotateScrobbleAddress() : revokeScrobbleAddress(),
    onSuccess: (next: ScrobbleAddress) => {
      setCopied(false);
      queryClient.setQueryData(SCROBBLE_ADDRESS_KEY, next);
    },
  });
  const url = address.data?.url ?? null;
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };

  return (
    <ProfileSection title={t('scrobble.title')} description={t('scrobble.description')}>
      {address.isPending && <p className={styles.muted}>{t('scrobble.loading')}</p>}
      {address.isError && <p role="alert">{t('scrobble.loadFailed')}</p>}
      {address.isSuccess && url && (
        <div className={styles.address}>
          <label htmlFor={fieldId}>{t('scrobble.address')}</label>
          <input id={fieldId} className={styles.addressField} readOnly value={url} />
          <div className={styles.actions}>
            <button type="button" className="button button-primary" onClick={() => void copy()}>
              {t('scrobble.copy')}
            </button>
            <button
              type="button"
              className="button"
              disabled={update.isPending}
              onClick={() => update.mutate('rotate')}
            >
              {t('scrobble.rotate')}
            </button>
            <button
              type="button"
              className="button"
              disabled={update.isPending}
              onClick={() => update.mutate('revoke')}
            >
              {t('scrobble.turnOff')}
            </button>
          </div>
          <p role="status" className={styles.muted}>
            {copied ? t('scrobble.copied') : ''}
          </p>
        </div>
      )}
      {address.isSuccess && !url && (
        <div className={styles.actions}>
          <p className={styles.muted}>{t('scrobble.off')}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={update.isPending}
            onClick={() => update.mutate('rotate')}
          >
            {t('scrobble.turnOn')}
          </button>
        </div>
      )}
      {update.isError && <p role="alert">{t('scrobble.failed')}</p>}
      <SetupSteps />
      <h3>{t('scrobble.recent')}</h3>
      {log.isSuccess && log.data.entries.length === 0 && (
        <p className={styles.muted}>{t('scrobble.noEvents')}</p>
      )}
      {log.isError && <p role="alert">{t('scrobble.logFailed')}</p>}
      {log.isSuccess && log.data.entries.length > 0 && (
        <ul className={styles.log} aria-label={t('scrobble.log')}>
          {log.data.entries.map((entry) => (
            <LogEntry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
