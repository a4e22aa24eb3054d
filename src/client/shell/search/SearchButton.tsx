import { Search } from 'lucide-react';
import { useMessages } from '../../i18n/messages';
import { useDeferredDialog } from '../deferred-dialog';

const loadSearchDialog = () => import('./SearchDialog').then((module) => module.SearchDialog);

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
