import { Menu } from 'lucide-react';
import { useDeferredDialog } from '../deferred-dialog';

const loadMenuDrawer = () => import('./MenuDrawer').then((module) => module.MenuDrawer);

export function SideMenu() {
  const { triggerProps, dialog } = useDeferredDialog(
    loadMenuDrawer,
    'The menu could not be loaded. Check your connection and try again.',
  );
  return (
    <>
      <button {...triggerProps} className="icon-button" aria-label="Open menu">
        <Menu aria-hidden size={22} />
      </button>
      {dialog}
    </>
  );
}
