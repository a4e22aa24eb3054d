import { Link } from 'react-router';
import { IMPORT_MATCH_RULE_LABELS, type ImportLine } from '../../../../shared/lists-api';
import { LIST_STATUS_LABELS } from '../../../../shared/tracked-title-basics';
import { titlePath } from '../../../lib/catalogue/titles';
import styles from './import-export.module.css';
import { formatCount } from '../../../../shared/locale-format';

export type ImportOutcome = Extract<ImportLine, { type: 'report' }>;

/** Enough to check a large import; the rest is counted. */
const SHOWN_PER_GROUP = 200;

function More({ total }: { total: number }) {
  if (total <= SHOWN_PER_GROUP) return null;
  return <li>…and {formatCount(total - SHOWN_PER_GROUP)} more</li>;
}

/**
 * What an import did: titles matched to the catalogue and by which rule, titles it could not
 * place and why.
 */
export function ImportReport({ outcome }: { outcome: ImportOutcome }) {
  const { matched, unmatched, skipped } = outcome;
  return (
    <div className={styles.report}>
      <p className={styles.reportSummary}>
        Imported {formatCount(matched.length)} title{matched.length === 1 ? '' : 's'}.
        {unmatched.length > 0 && ` ${formatCount(unmatched.length)} not found.`}
        {skipped.length > 0 && ` ${formatCount(skipped.length)} skipped.`}
      </p>
      {unmatched.length > 0 && (
        <details open>
          <summary>Not found in the catalogue ({formatCount(unmatched.length)})</summary>
          <ul>
            {unmatched.slice(0, SHOWN_PER_GROUP).map((entry, index) => (
              <li key={index}>
                <strong>{entry.title}</strong>: {entry.reason}
              </li>
            ))}
            <More total={unmatched.length} />
          </ul>
        </details>
      )}
      {skipped.length > 0 && (
        <details>
          <summary>Skipped ({formatCount(skipped.length)})</summary>
          <ul>
            {skipped.slice(0, SHOWN_PER_GROUP).map((entry, index) => (
              <li key={index}>
                <strong>{entry.title}</strong>: {entry.reason}
              </li>
            ))}
            <More total={skipped.length} />
          </ul>
        </details>
      )}
      {matched.length > 0 && (
        <details>
          <summary>Imported ({formatCount(matched.length)})</summary>
          <ul>
            {/* Lines that resolved to one title share its key, so the index keys them. */}
            {matched.slice(0, SHOWN_PER_GROUP).map((entry, index) => (
              <li key={index}>
                <Link to={titlePath(entry)}>{entry.title}</Link> ·{' '}
                {LIST_STATUS_LABELS[entry.status]} · {IMPORT_MATCH_RULE_LABELS[entry.rule]}
              </li>
            ))}
            <More total={matched.length} />
          </ul>
        </details>
      )}
    </div>
  );
}
