import { useState } from 'react';
import { IMPORT_STOPPED, type ImportLine } from '../../../../shared/lists-api';
import { loadRefusalWords, refusalSentence } from '../../../i18n/refusals';
import { useMessages } from '../../../i18n/messages';
import { failureReason } from '../use-list-writes';
import type { FileKind } from './import-file';
import { sendImport } from './import-request';
import type { ImportOutcome } from './ImportReport';

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number | null }
  | { phase: 'finished'; outcome: ImportOutcome }
  | { phase: 'failed'; message: string };

/** Sends a chosen list file to the import route and follows its streamed progress and report. */
export function useListImport() {
  const t = useMessages();
  const [state, setState] = useState<ImportState>({ phase: 'idle' });

  const onLine = (line: ImportLine) => {
    switch (line.type) {
      case 'progress':
        setState({ phase: 'running', done: line.done, total: line.total });
        return;
      case 'report':
        setState({ phase: 'finished', outcome: line });
        return;
      case 'error':
        setState({ phase: 'failed', message: refusalSentence(IMPORT_STOPPED, line.message) });
        return;
    }
  };

  const start = (file: File, kind: FileKind) => {
    setState({ phase: 'running', done: 0, total: null });
    // An import's error line comes in its stream, not as a refused call: its words come first.
    void loadRefusalWords();
    sendImport(file, kind.format, kind.contentType, onLine)
      .then(() =>
        // An answer that ended without a report was cut off.
        setState((current) =>
          current.phase === 'running' ? { phase: 'failed', message: t('import.cutOff') } : current,
        ),
      )
      .catch((error: unknown) => {
        console.warn('The import failed.', error);
        setState({ phase: 'failed', message: failureReason(error) });
      });
  };

  return { state, start, fail: (message: string) => setState({ phase: 'failed', message }) };
}
