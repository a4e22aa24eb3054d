import { useId, useState, type FormEvent } from 'react';
import { IMPORT_FORMATS, type ImportFormat, type ImportLine } from '../../../../shared/lists-api';
import { failureReason } from '../use-list-writes';
import {
  IMPORT_FORMAT_LABELS,
  SNIFF_BYTES,
  contentTypeFor,
  fileKindOf,
  type FileKind,
} from './import-file';
import { ImportReport, type ImportOutcome } from './ImportReport';
import { sendImport } from './import-request';
import styles from './import-export.module.css';
import { formatCount } from '../../../../shared/locale-format';

type ImportState =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number | null }
  | { phase: 'finished'; outcome: ImportOutcome }
  | { phase: 'failed'; message: string };

/**
 * Import a MyAnimeList XML export (.xml or .xml.gz), an AniList JSON file or our own export.
 * The server streams its progress, shown as a progress bar, then its report.
 */
export function ImportSection() {
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<FileKind | null>(null);
  const [format, setFormat] = useState<ImportFormat>('mal');
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const running = state.phase === 'running';

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setState({ phase: 'idle' });
    const sniffed = chosen
      ? fileKindOf(new Uint8Array(await chosen.slice(0, SNIFF_BYTES).arrayBuffer()))
      : null;
    setKind(sniffed);
    if (sniffed) setFormat(sniffed.format);
  };

  const onLine = (line: ImportLine) => {
    switch (line.type) {
      case 'progress':
        setState({ phase: 'running', done: line.done, total: line.total });
        return;
      case 'report':
        setState({ phase: 'finished', outcome: line });
        return;
      case 'error':
        setState({ phase: 'failed', message: line.message });
        return;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || running) return;
    setState({ phase: 'running', done: 0, total: null });
    sendImport(file, format, contentTypeFor(format, kind), onLine)
      .then(() =>
        // An answer that ended without a report was cut off.
        setState((current) =>
          current.phase === 'running'
            ? { phase: 'failed', message: 'The import ended before its report arrived.' }
            : current,
        ),
      )
      .catch((error: unknown) => {
        console.warn('The import failed.', error);
        setState({ phase: 'failed', message: failureReason(error) });
      });
  };

  return (
    <section className={styles.section} aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`}>Import a list</h3>
      <p className={styles.explain}>
        From MyAnimeList (Profile → Export: the .xml or .xml.gz file), AniList (a JSON file of your
        anime list) or a Tsuzuki export. Titles already in your lists keep what the file does not
        say.
      </p>
      <form className={styles.importForm} onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor={`${ids}-file`}>File</label>
          <input
            id={`${ids}-file`}
            type="file"
            accept=".xml,.gz,.json,application/xml,text/xml,application/gzip,application/json"
            disabled={running}
            onChange={(event) => void choose(event.target.files?.[0] ?? null)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-format`}>Format</label>
          <select
            id={`${ids}-format`}
            value={format}
            disabled={running}
            onChange={(event) => setFormat(event.target.value as ImportFormat)}
          >
            {IMPORT_FORMATS.map((option) => (
              <option key={option} value={option}>
                {IMPORT_FORMAT_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary" disabled={!file || running}>
          {running ? 'Importing…' : 'Import'}
        </button>
      </form>

      <div aria-live="polite">
        {state.phase === 'running' && (
          <div className={styles.progress}>
            <label htmlFor={`${ids}-progress`}>
              {state.total === null
                ? 'Reading the file…'
                : `Matching titles: ${formatCount(state.done)} of ${formatCount(state.total)}`}
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
          The import did not finish. {state.message}
        </p>
      )}
    </section>
  );
}
