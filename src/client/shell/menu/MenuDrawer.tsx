import * as Dialog from '@radix-ui/react-dialog';
import { LogIn, LogOut, X } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { logout } from '../../features/auth/session-api';
import { useMessages } from '../../i18n/messages';
import { UserAvatar, shownName } from '../../ui/UserAvatar';
import type { DeferredDialogProps } from '../deferred-dialog';
import { PAGE_LINKS } from '../page-links';
import { menuSections } from './menu-sections';
import styles from './side-menu.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/** The side menu itself: the dialog library traps focus, closes on Escape or outside click and locks scroll. */
export function MenuDrawer({ open, onOpenChange, onCloseAutoFocus }: DeferredDialogProps) {
  const t = useMessages();
  const [loggingOut, setLoggingOut] = useState(false);
  const { currentUser, refresh } = useAuth();
  const close = () => onOpenChange(false);

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
      close();
    } catch {
      window.alert(t('shell.menu.logoutFailed'));
    } finally {
      setLoggingOut(false);
      await refresh();
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.drawer}
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>{t('shell.menu.title')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('shell.menu.close')}>
              <X aria-hidden size={20} />
            </Dialog.Close>
          </div>
          <nav aria-label={t('shell.menu.label')} className={styles.nav}>
            {menuSections(currentUser).map((section) => (
              <section key={section.title} className={styles.section}>
                <h2 className={styles.sectionTitle}>{t(section.title)}</h2>
                <ul className={styles.links}>
                  {section.links.map(({ label, to, icon: Icon }) => (
                    <li key={label}>
                      <NavLink to={to} end className={linkClass} onClick={close}>
                        <Icon aria-hidden size={20} />
                        {t(label)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <div className={styles.account}>
              {currentUser && (
                <p className={styles.signedInAs}>
                  <UserAvatar user={currentUser} size="small" />
                  {shownName(currentUser)}
                </p>
              )}
              {currentUser ? (
                <button
                  type="button"
                  className={styles.link}
                  onClick={onLogout}
                  disabled={loggingOut}
                >
                  <LogOut aria-hidden size={20} />
                  {t('shell.menu.logout')}
                </button>
              ) : (
                <NavLink to="/login" className={linkClass} onClick={close}>
                  <LogIn aria-hidden size={20} />
                  {t('shell.menu.login')}
                </NavLink>
              )}
            </div>
            <ul className={styles.pages}>
              {PAGE_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={styles.pageLink} onClick={close}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
