import { Menu } from 'lucide-react';
import { useMessages } from '../../i18n/messages';
import { useDeferredDialog } from '../deferred-dialog';

const loadMenuDrawer = () => import('./MenuDrawer').then((module) => module.MenuDrawer);

export function SideMenu() {
  const t = useMessages();
  const { triggerProps, dialog } = useDeferredDialog(loadMenuDrawer, t('shell.menu.loadFailed'));
  return (
    <>
      <button {...triggerProps} className="icon-button" aria-label={t('shell.menu.open')}>
        <Menu aria-hidden size={22} />
      </button>
      {dialog}
    </>
  );
}
