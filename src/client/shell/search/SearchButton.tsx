import { Search } from 'lucide-react';
import { useDeferredDialog } from '../deferred-dialog';

const loadSearchDialog = () => import('./SearchDialog').then((module) => module.SearchDialog);

export function SearchButton() {
  const { triggerProps, dialog } = useDeferredDialog(
    loadSearchDialog,
    'Search could not be loaded. Check your connection and try again.',
  );
  return (
    <>
      <button {...triggerProps} className="icon-button" aria-label="Search">
        <Search aria-hidden size={20} />
      </button>
      {dialog}
    </>
  );
}
