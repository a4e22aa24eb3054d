import { Search } from 'lucide-react';
import { loadMessageGroups } from '../../i18n/i18n';
import { useMessages } from '../../i18n/messages';
import { useDeferredDialog } from '../deferred-dialog';

/**
 * The dialog's code and its words, in the user's language, fetched together; its results name
 * the kind of each title in the shared components' words, which a screen may not have loaded yet.
 */
const loadSearchDialog = () =>
  Promise.all([import('./SearchDialog'), loadMessageGroups(['search', 'common'])]).then(
    ([module]) => module.SearchDialog,
  );

export function SearchButton() {
  const t = useMessages();
  const { triggerProps, dialog } = useDeferredDialog(
    loadSearchDialog,
    t('shell.search.loadFailed'),
  );
  return (
    <>
      <button {...triggerProps} className="icon-button" aria-label={t('shell.search.open')}>
        <Search aria-hidden size={20} />
      </button>
      {dialog}
    </>
  );
}
