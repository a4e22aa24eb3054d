import { Trans } from '@lingui/react';
import { Link } from 'react-router';
import type { ImportLine, ImportMatchRule, ImportUnmatched } from '../../../../shared/lists-api';
import { useMessages, type MessageId } from '../../../i18n/messages';
import { titlePath } from '../../../lib/catalogue/titles';
import { listStatusLabel } from '../list-words';
import styles from './import-export.module.css';

export type ImportOutcome = Extract<ImportLine, { type: 'report' }>;

/** Enough to check a large import; the rest is counted. */
const SHOWN_PER_GROUP = 200;

/** How each line found its title, by the rule's stable name. */
const RULE_IDS: Record<ImportMatchRule, MessageId> = {
  'mal-id': 'import.rule.malId',
  'anilist-id': 'import.rule.anilistId',
  'tmdb-id-from-mal': 'import.rule.tmdbIdFromMal',
  'tmdb-id-from-anilist': 'import.rule.tmdbIdFromAnilist',
  'alternative-title': 'import.rule.alternativeTitle',
  title: 'import.rule.title',
  'tsuzuki-id': 'import.rule.tsuzukiId',
};

function More({ total }: { total: number }) {
  const t = useMessages();
  if (total <= SHOWN_PER_GROUP) return null;
  return <li>{t('import.report.more', { count: total - SHOWN_PER_GROUP })}</li>;
}

/** Lines the import could not place, each with the server's reason. */
function Unplaced({ lines }: { lines: ImportUnmatched[] }) {
  return (
    <ul>
      {lines.slice(0, SHOWN_PER_GROUP).map((entry, index) => (
        <li key={index}>
          <Trans
            id={'import.report.line' satisfies MessageId}
            values={{ title: entry.title, reason: entry.reason }}
            components={{ 0: <strong /> }}
          />
        </li>
      ))}
      <More total={lines.length} />
    </ul>
  );
}

/**
 * What an import did: titles matched to the catalogue and by which rule, titles it could not
 * place and why, and that those not found are kept for the exports (decision 399).
 */
export function ImportReport({ outcome }: { outcome: ImportOutcome }) {
  const t = useMessages();
  const { matched, unmatched, skipped } = outcome;
  const summary = [t('import.report.imported', { count: matched.length })];
  if (unmatched.length > 0) {
    summary.push(t('import.report.notFound', { count: unmatched.length }));
    summary.push(t('import.report.kept'));
  }
  if (skipped.length > 0) summary.push(t('import.report.skipped', { count: skipped.length }));
  return (
    <div className={styles.report}>
      <p className={styles.reportSummary}>{summary.join(' ')}</p>
      {unmatched.length > 0 && (
        <details open>
          <summary>{t('import.report.notFoundList', { count: unmatched.length })}</summary>
          <Unplaced lines={unmatched} />
        </details>
      )}
      {skipped.length > 0 && (
        <details>
          <summary>{t('import.report.skippedList', { count: skipped.length })}</summary>
          <Unplaced lines={skipped} />
        </details>
      )}
      {matched.length > 0 && (
        <details>
          <summary>{t('import.report.importedList', { count: matched.length })}</summary>
          <ul>
            {/* Lines that resolved to one title share its key, so the index keys them. */}
            {matched.slice(0, SHOWN_PER_GROUP).map((entry, index) => (
              <li key={index}>
                <Trans
                  id={'import.report.matched' satisfies MessageId}
                  values={{
                    title: entry.title,
                    status: listStatusLabel(t, entry.status),
                    rule: t(RULE_IDS[entry.rule]),
                  }}
                  components={{ 0: <Link to={titlePath(entry)} /> }}
                />
              </li>
            ))}
            <More total={matched.length} />
          </ul>
        </details>
      )}
    </div>
  );
}
