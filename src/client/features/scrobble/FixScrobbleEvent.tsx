import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ScrobbleLogEntry } from '../../../shared/scrobble-api';
import { useMessages } from '../../i18n/messages';
import { searchQuery } from '../../lib/catalogue/search-multi';
import { chooseScrobbleTitle, SCROBBLE_LOG_KEY } from './scrobble-api';
import styles from './scrobble.module.css';

const SEARCH_OPTIONS = { allowAdult: false, requirePoster: false };

/** Choosing the title an event meant: remembered, so the series' next events match it. */
export function FixScrobbleEvent({ entry }: { entry: ScrobbleLogEntry }) {
  const t = useMessages();
  const [query, setQuery] = useState(entry.seriesName ?? '');
  const [chosen, setChosen] = useState<string | null>(null);
  const inputId = useId();
  const queryClient = useQueryClient();
  const trimmed = query.trim();
  const results = useQuery({
    ...searchQuery(trimmed, SEARCH_OPTIONS),
    enabled: trimmed.length > 1,
  });
  const choose = useMutation({
    mutationFn: (title: { media_type: 'tv' | 'movie'; id: number; name: string }) =>
      chooseScrobbleTitle(entry.id, { media_type: title.media_type, id: title.id }).then(
        () => title.name,
      ),
    onSuccess: async (name) => {
      setChosen(name);
      await queryClient.invalidateQueries({ queryKey: SCROBBLE_LOG_KEY });
    },
  });

  if (chosen) {
    return (
      <p role="status" className={styles.muted}>
        {t('scrobble.fix.remembered', { title: chosen })}
      </p>
    );
  }
  return (
    <div className={styles.fix}>
      <label htmlFor={inputId}>{t('scrobble.fix.which')}</label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
      />
      {results.isError && <p className={styles.muted}>{t('scrobble.fix.searchFailed')}</p>}
      <ul className={styles.results} aria-label={t('scrobble.fix.matches')}>
        {(results.data ?? []).slice(0, 5).map((title) => {
          const name = title.name ?? title.title ?? '';
          const year = (title.first_air_date ?? title.release_date ?? '').slice(0, 4);
          return (
            <li key={`${title.media_type}/${title.id}`}>
              <button
                type="button"
                className="button"
                disabled={choose.isPending}
                onClick={() => choose.mutate({ media_type: title.media_type, id: title.id, name })}
              >
                {year ? t('scrobble.fix.withYear', { name, year }) : name}
              </button>
            </li>
          );
        })}
      </ul>
      {choose.isError && (
        <p role="alert" className={styles.muted}>
          {t('scrobble.fix.failed')}
        </p>
      )}
    </div>
  );
}
