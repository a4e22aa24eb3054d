import * as Dialog from '@radix-ui/react-dialog';
import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { DeferredDialogProps } from '../deferred-dialog';
import styles from './search-dialog.module.css';

export function SearchDialog({ open, onOpenChange, onCloseAutoFocus }: DeferredDialogProps) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <Dialog.Title className="visually-hidden">Search</Dialog.Title>
          <div className={styles.field}>
            <Search aria-hidden size={20} className={styles.icon} />
            <label htmlFor={inputId} className="visually-hidden">
              Search anime
            </label>
            <input
              id={inputId}
              className={styles.input}
              type="search"
              placeholder="Search anime"
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <Dialog.Close className="icon-button" aria-label="Close search">
              <X aria-hidden size={20} />
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
