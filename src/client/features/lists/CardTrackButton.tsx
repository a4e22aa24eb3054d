import { PlusIcon } from '../../ui/card-icons';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Title } from '../../lib/catalogue/titles';
import { useDeferredDialog, type DeferredDialogProps } from '../../shell/deferred-dialog';
import { loadMessages } from '../../i18n/i18n';
import { useMessages } from '../../i18n/messages';
import { useAuth } from '../auth/auth-context';

/**
 * A card's "add to My Lists" button. It sits on the first route, so it is only a button with the
 * shared components' words: the lists code and its words load with its dialog on first use. A
 * visitor goes to the login screen (spec §4).
 */
export function CardTrackButton({ title, className }: { title: Title; className: string }) {
  const t = useMessages();
  const { currentUser } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const load = useCallback(
    () =>
      Promise.all([import('./TrackDialog'), loadMessages('lists')]).then(
        ([{ TrackDialog }]) =>
          function CardTrackDialog(props: DeferredDialogProps) {
            return <TrackDialog {...props} title={title} />;
          },
      ),
    [title],
  );
  const { triggerProps, dialog } = useDeferredDialog(load, t('common.card.addFailed'));
  const label = t('common.card.add', { title: title.title });
  const icon = <PlusIcon size={18} />;

  if (!currentUser) {
    return (
      <button
        type="button"
        className={className}
        aria-label={label}
        onClick={() => void navigate('/login', { state: { from: `${pathname}${search}` } })}
      >
        {icon}
      </button>
    );
  }
  return (
    <>
      <button {...triggerProps} className={className} aria-label={label}>
        {icon}
      </button>
      {dialog}
    </>
  );
}
