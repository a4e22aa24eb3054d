import { X } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { signedOut, type SessionEndReason } from '../../features/auth/session-api';
import { useMessages, type ShellMessageId } from '../../i18n/messages';

const MESSAGES: Record<SessionEndReason, ShellMessageId> = {
  'user-disabled': 'shell.banner.ended.disabled',
  expired: 'shell.banner.ended.expired',
};

/** Spec §4: a disabled account or an expired token signs the user out, and says why. */
export function SessionEndedBanner({ endedBy }: { endedBy: SessionEndReason }) {
  const t = useMessages();
  const { setSession } = useAuth();
  return (
    <section className="account-banner" aria-label={t('shell.banner.ended.label')}>
      <div className="account-banner-inner" role="alert">
        <p className="account-banner-text">{t(MESSAGES[endedBy])}</p>
        {endedBy === 'expired' && (
          <Link to="/login" className="button">
            {t('shell.banner.ended.signIn')}
          </Link>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label={t('shell.banner.ended.dismiss')}
          onClick={() => setSession(signedOut())}
        >
          <X aria-hidden size={20} />
        </button>
      </div>
    </section>
  );
}
