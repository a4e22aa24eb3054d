import * as Dialog from '@radix-ui/react-dialog';
import { Search, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMessages, type MessageId, type MessageValues } from '../../i18n/messages';
import { titlePath, type Title } from '../../lib/catalogue/titles';
import type { DeferredDialogProps } from '../deferred-dialog';
import { SearchResults } from './SearchResults';
import { useTitleSearch, type SearchState } from './use-title-search';
import styles from './search-dialog.module.css';

function statusText(
  state: SearchState,
  t: (id: MessageId, values?: MessageValues) => string,
): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'searching':
      return t('search.searching');
    case 'failed':
      return t('search.failed');
    case 'results':
      return state.titles.length === 0
        ? t('search.none')
        : t('search.count', { count: state.titles.length });
  }
}

export function SearchDialog({ open, onOpenChange, onCloseAutoFocus }: DeferredDialogProps) {
  const t = useMessages();
  const [query, setQuery] = useState('');
  // The active option belongs to one result list; a new list starts with none.
  const [active, setActive] = useState<{ term: string; index: number } | null>(null);
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const state = useTitleSearch(query);
  const titles = state.kind === 'results' ? state.titles : [];
  const activeIndex = state.kind === 'results' && active?.term === state.term ? active.index : -1;
  const listShown = titles.length > 0;

  const choose = (title: Title) => {
    onOpenChange(false);
    void navigate(titlePath(title));
  };

  const activate = (index: number) => {
    if (state.kind === 'results') setActive({ term: state.term, index });
  };

  const moveActive = (delta: 1 | -1) => {
    if (titles.length === 0) return;
    const start = activeIndex === -1 ? (delta === 1 ? -1 : 0) : activeIndex;
    activate((start + delta + titles.length) % titles.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && listShown) {
      event.preventDefault();
      const chosen = titles[Math.max(activeIndex, 0)];
      if (chosen) choose(chosen);
    }
  };

  const status = statusText(state, t);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <Dialog.Title className="visually-hidden">{t('search.title')}</Dialog.Title>
          <div className={styles.field}>
            <Search aria-hidden size={20} className={styles.icon} />
            <label htmlFor={inputId} className="visually-hidden">
              {t('search.label')}
            </label>
            <input
              id={inputId}
              className={styles.input}
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={listShown}
              aria-controls={listId}
              aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
              placeholder={t('search.label')}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <Dialog.Close className="icon-button" aria-label={t('search.close')}>
              <X aria-hidden size={20} />
            </Dialog.Close>
          </div>
          {listShown && (
            <SearchResults
              id={listId}
              titles={titles}
              activeIndex={activeIndex}
              optionId={optionId}
              onChoose={choose}
              onHover={activate}
            />
          )}
          <p
            role="status"
            aria-live="polite"
            className={listShown ? 'visually-hidden' : status ? styles.status : 'visually-hidden'}
          >
            {status}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
