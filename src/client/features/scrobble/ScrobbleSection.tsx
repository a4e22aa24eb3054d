import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  SCROBBLE_SERVER_LABELS,
  type ScrobbleAddress,
  type ScrobbleLogEntry,
  type ScrobbleOutcome,
} from '../../../shared/scrobble-api';
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

const OUTCOME_LABELS: Record<ScrobbleOutcome, string> = {
  moved: 'Progress moved',
  unchanged: 'Nothing to change',
  unmatched: 'No matching title',
  ignored: 'Not a finished episode',
  failed: 'Not applied',
};

function episodeOf(entry: ScrobbleLogEntry): string {
  if (entry.episode === null) return '';
  return ` · S${entry.season ?? 1} · E${entry.episode}`;
}

function LogEntry({ entry }: { entry: ScrobbleLogEntry }) {
  const [fixing, setFixing] = useState(false);
  const needsFix = entry.outcome === 'unmatched' || entry.outcome === 'failed';
  return (
    <li className={styles.entry}>
      <strong>
        {OUTCOME_LABELS[entry.outcome]}: {entry.title?.name ?? entry.seriesName ?? 'Unknown title'}
        {episodeOf(entry)}
      </strong>
      <p className={styles.muted}>
        {SCROBBLE_SERVER_LABELS[entry.server]} ·{' '}
        {new Date(entry.receivedAt).toLocaleString(undefined, {
          dateStyle: 'medium',
          timeStyle: 'short',
        })}
      </p>
      <p className={styles.muted}>{entry.reason}</p>
      {entry.fixable && needsFix && !fixing && (
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => setFixing(true)}>
            Choose the title
          </button>
        </div>
      )}
      {fixing && <FixScrobbleEvent entry={entry} />}
    </li>
  );
}

function SetupSteps() {
  return (
    <details className={styles.steps}>
      <summary>How to set up Jellyfin, Plex or Emby</summary>
      <p>
        <strong>Jellyfin:</strong>
      </p>
      <ol>
        <li>Install the Webhook plugin from the plugin catalogue.</li>
        <li>Add a Generic Destination with the address above.</li>
        <li>
          Tick Playback Stop and User Data Saved, Movies and Episodes, your user, and “Send All
          Properties”.
        </li>
      </ol>
      <p>
        <strong>Plex</strong> (needs Plex Pass): in Settings › Webhooks, add the address above. An
        episode counts once 90 % of it has played.
      </p>
      <p>
        <strong>Emby:</strong> in Settings › Notifications, add a webhook with the address above,
        choose “application/json”, and tick “Playback stop” and “Mark played”.
      </p>
    </details>
  );
}

/** The "Media server scrobbling" section of the profile page (issue 19). */
export function ScrobbleSection() {
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
    <ProfileSection
      title="Media server scrobbling"
      description="Episodes and films you finish in Jellyfin, Plex or Emby move your progress here. Keep this address private: anyone who has it can update your lists."
    >
      {address.isPending && <p className={styles.muted}>Loading your address…</p>}
      {address.isError && (
        <p role="alert">Your address could not be loaded. Please try again later.</p>
      )}
      {address.isSuccess && url && (
        <div className={styles.address}>
          <label htmlFor={fieldId}>Your webhook address</label>
          <input id={fieldId} className={styles.addressField} readOnly value={url} />
          <div className={styles.actions}>
            <button type="button" className="button button-primary" onClick={() => void copy()}>
              Copy address
            </button>
            <button
              type="button"
              className="button"
              disabled={update.isPending}
              onClick={() => update.mutate('rotate')}
            >
              Get a new address
            </button>
            <button
              type="button"
              className="button"
              disabled={update.isPending}
              onClick={() => update.mutate('revoke')}
            >
              Turn off
            </button>
          </div>
          <p role="status" className={styles.muted}>
            {copied ? 'Copied.' : ''}
          </p>
        </div>
      )}
      {address.isSuccess && !url && (
        <div className={styles.actions}>
          <p className={styles.muted}>Scrobbling is off: no address works.</p>
          <button
            type="button"
            className="button button-primary"
            disabled={update.isPending}
            onClick={() => update.mutate('rotate')}
          >
            Turn on with a new address
          </button>
        </div>
      )}
      {update.isError && <p role="alert">That did not work. Please try again.</p>}
      <SetupSteps />
      <h3>Recent events</h3>
      {log.isSuccess && log.data.entries.length === 0 && (
        <p className={styles.muted}>No events yet. Finish an episode on your media server.</p>
      )}
      {log.isError && <p role="alert">The event log could not be loaded.</p>}
      {log.isSuccess && log.data.entries.length > 0 && (
        <ul className={styles.log} aria-label="Scrobble log">
          {log.data.entries.map((entry) => (
            <LogEntry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
