import { useRef, useState, type DragEvent } from 'react';
import { useMessages } from '../../../i18n/messages';
import { SNIFF_BYTES, fileKindOf, type FileKind } from './import-file';
import styles from './import-drop-zone.module.css';

interface ImportDropZoneProps {
  disabled: boolean;
  /** A file whose first bytes say what it is: the user never picks a format. */
  onFile: (file: File, kind: FileKind) => void;
  onUnknownFile: (message: string) => void;
}

/** Drop a list file here, or press Import to choose one; the format is read from the file. */
export function ImportDropZone({ disabled, onFile, onUnknownFile }: ImportDropZoneProps) {
  const t = useMessages();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = async (file: File | undefined) => {
    if (!file || disabled) return;
    const kind = fileKindOf(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
    if (kind) onFile(file, kind);
    else onUnknownFile(t('import.drop.unknown'));
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <div
      className={`${styles.zone} ${over ? styles.over : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(!disabled);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <p className={styles.formats}>{t('import.drop.formats')}</p>
      <button
        type="button"
        className="button button-primary"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {t('import.drop.choose')}
      </button>
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        accept=".xml,.gz,.json,application/xml,text/xml,application/gzip,application/json"
        onChange={(event) => {
          void take(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
