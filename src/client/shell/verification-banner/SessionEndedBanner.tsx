import { X } from 'lucide-react';
import { Link } from 'react-router';
import { authErrorMessage } from '../../../shared/auth-errors';
import { useAuth } from '../../features/auth/auth-context';
import { signedOut, type SessionEndReason } from '../../features/auth/session-api';

const MESSAGES: Record<SessionEndReason, string> = {
  'user-disabled': authErrorMessage('user-disabled', ''),
  expired: authErrorMessage('expired', 'Your session has expired. Please sign in again.'),
};

/** Spec §4: a disabled account or an expired token signs the user out, and says why. */
export function SessionEndedBanner({ endedBy }: { endedBy: SessionEndReason }) {
  const { setSession } = useAuth();
  return (
    <section className="account-banner" aria-label="Signed out">
      <div className="account-banner-inner" role="alert">
        <p className="account-banner-text">{MESSAGES[endedBy]}</p>
        {endedBy === 'expired' && (
          <Link to="/login" className="button">
            Sign in
          </Link>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label="Dismiss"
          onClick={() => setSession(signedOut())}
        >
          <X aria-hidden size={20} />
        </button>
      </div>
    </section>
  );
}
