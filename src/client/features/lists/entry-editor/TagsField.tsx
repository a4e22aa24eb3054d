import { X } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { useMessages } from '../../../i18n/messages';
import { withTypedTags } from './entry-tags';
import progress from '../progress/progress-dialog.module.css';
import styles from './entry-editor.module.css';
import { FieldError } from '../progress/FieldError';

interface TagsFieldProps {
  id: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  /** What is typed but not yet a tag: the editor adds it on saving. */
  typed: string;
  onType: (text: string) => void;
  error: string | null;
  onError: (error: string | null) => void;
}

/** Free-text tags as chips: Enter or a comma adds what was typed, each chip's × removes it. */
export function TagsField({ id, tags, onChange, typed, onType, error, onError }: TagsFieldProps) {
  const t = useMessages();
  const inputRef = useRef<HTMLInputElement>(null);

  const add = (text: string, rest = '') => {
    const result = withTypedTags(tags, text, t);
    onError(result.error);
    if (result.error) return;
    onChange(result.tags);
    onType(rest);
  };

  const type = (text: string) => {
    onError(null);
    const comma = text.lastIndexOf(',');
    if (comma === -1) onType(text);
    else add(text.slice(0, comma), text.slice(comma + 1));
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds a tag here rather than saving the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add(typed);
  };

  const remove = (tag: string) => {
    onChange(tags.filter((kept) => kept !== tag));
    // The chip goes with its button: focus stays in the field.
    inputRef.current?.focus();
  };

  return (
    <div className={progress.field}>
      <label htmlFor={id}>{t('entry.tags.label')}</label>
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('entry.tags.list')}>
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              <span className={styles.tagText}>{tag}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={t('entry.tags.remove', { tag })}
                onClick={() => remove(tag)}
              >
                <X aria-hidden size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={inputRef}
        id={id}
        className={styles.textInput}
        type="text"
        enterKeyHint="done"
        autoComplete="off"
        value={typed}
        onChange={(event) => type(event.target.value)}
        onKeyDown={keyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className={progress.hint}>
        {t('entry.tags.hint')}
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}
