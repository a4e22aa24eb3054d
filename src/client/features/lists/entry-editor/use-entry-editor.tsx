import { useCallback, useState, type ComponentType } from 'react';
import { loadMessageGroups } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/messages';
import type { Notice } from '../ListNotice';
import type { ReportedWrites } from '../use-reported-writes';
import type { EntryEditorProps } from './EntryEditor';
import type { EntryRequest } from './entry-request';

/** The editor's code and its words, with the lists' words for scores, in the user's language. */
const loadEditor = () =>
  Promise.all([import('./EntryEditor'), loadMessageGroups(['entry', 'lists'])]).then(
    ([module]) => module.EntryEditor,
  );

/**
 * Opens the entry editor, whose code loads on first use like the progress dialog's; saving goes
 * through the screen's reported writes, so the list and its offline queue see it.
 */
export function useEntryEditor(writes: ReportedWrites, notify: (notice: Notice) => void) {
  const t = useMessages();
  const [request, setRequest] = useState<EntryRequest | null>(null);
  const [Editor, setEditor] = useState<ComponentType<EntryEditorProps> | null>(null);

  const openEntry = useCallback(
    (next: EntryRequest) => {
      loadEditor()
        .then((component) => {
          setEditor(() => component);
          setRequest(next);
        })
        .catch(() => notify({ tone: 'error', text: t('lists.entryEditor.loadFailed') }));
    },
    [notify, t],
  );
  const close = useCallback(() => setRequest(null), []);

  return {
    openEntry,
    entryEditor:
      Editor && request ? (
        <Editor
          {...request}
          onSave={(season, patch) =>
            writes.saveEntry(request.titleKey, request.title, season, patch)
          }
          onClose={close}
        />
      ) : null,
  };
}
