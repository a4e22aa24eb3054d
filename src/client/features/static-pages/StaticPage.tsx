import { Trans } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MessageId } from '../../i18n/messages';
import { Page } from '../../ui/Page';
import styles from './prose.module.css';

export function StaticPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <Page title={title} lead={lead}>
      <div className={styles.prose}>{children}</div>
    </Page>
  );
}

/** A message whose numbered tags are links within the app: `<0>Data</0>` to the first path… */
export function LinkedWords({ id, to }: { id: MessageId; to: readonly string[] }) {
  return (
    <Trans
      id={id}
      components={Object.fromEntries(to.map((path, index) => [index, <Link to={path} />]))}
    />
  );
}
