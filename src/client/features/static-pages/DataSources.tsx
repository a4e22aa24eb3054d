import { Trans } from '@lingui/react';
import type { ReactElement } from 'react';
import { useMessages, type MessageId } from '../../i18n/messages';
import styles from './prose.module.css';

/** A source's credit: its name in bold, then its links, each a numbered tag of the message. */
function Credit({ id, links }: { id: MessageId; links: readonly string[] }) {
  const components: Record<number, ReactElement> = { 0: <strong /> };
  links.forEach((href, index) => {
    components[index + 1] = <a href={href} rel="noreferrer" />;
  });
  return <Trans id={id} components={components} />;
}

/** Every catalogue source an instance can use, with the credit each one requires. */
export function DataSources() {
  const t = useMessages();
  return (
    <ul>
      <li>
        <Credit
          id="pages.sources.offline"
          links={['https://creativecommons.org/publicdomain/zero/1.0/']}
        />
      </li>
      <li>
        <Credit
          id="pages.sources.bangumi"
          links={[
            'https://github.com/bangumi-data/bangumi-data',
            'https://creativecommons.org/licenses/by/4.0/',
          ]}
        />
      </li>
      <li>
        <Credit id="pages.sources.tmdb" links={['https://www.themoviedb.org/']} />
        <p className={styles.notice}>{t('pages.sources.tmdbNotice')}</p>
      </li>
      <li>
        <Credit id="pages.sources.anilist" links={['https://anilist.co/']} />
      </li>
      <li>
        <Credit id="pages.sources.aod" links={[]} />
        <p className={styles.notice}>{t('pages.sources.aodNotice')}</p>
        <Trans
          id={'pages.sources.aodLinks' satisfies MessageId}
          components={{
            0: (
              <a href="https://github.com/manami-project/anime-offline-database" rel="noreferrer" />
            ),
            1: <a href="https://opendatacommons.org/licenses/odbl/1-0/" rel="noreferrer" />,
          }}
        />
      </li>
    </ul>
  );
}
