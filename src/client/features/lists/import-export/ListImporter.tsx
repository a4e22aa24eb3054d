import { useId } from 'react';
import { useMessages } from '../../../i18n/messages';
import { ImportDropZone } from './ImportDropZone';
import { ImportReport } from './ImportReport';
import { useListImport } from './use-list-import';
import styles from './import-export.module.css';

/**
 * The import itself, wherever it is offered: the drop zone, the server's streamed progress as a
 * progress bar, then its report.
 */
export function ListImporter() {
  const t = useMessages();
  const ids = useId();
  const { state, start, fail } = useListImport();

  return (
    <>
      <ImportDropZone disabled={state.phase === 'running'} onFile={start} onUnknownFile={fail} />
      <div aria-live="polite">
        {state.phase === 'running' && (
          <div className={styles.progress}>
            <label htmlFor={`${ids}-progress`}>
              {state.total === null
                ? t('import.progress.reading')
                : t('import.progress.matching', { done: state.done, total: state.total })}
            </label>
            <progress
              id={`${ids}-progress`}
              max={state.total ?? undefined}
              value={state.total === null ? undefined : state.done}
            />
          </div>
        )}
        {state.phase === 'finished' && <ImportReport outcome={state.outcome} />}
      </div>
      {state.phase === 'failed' && (
        <p className={styles.failure} role="alert">
          {t('import.failed', { reason: state.message })}
        </p>
      )}
    </>
  );
}
