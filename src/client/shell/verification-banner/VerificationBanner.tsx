import { AlertTriangle, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  VERIFICATION_FAILED_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
} from '../../../shared/auth-errors';
import { resendVerificationEmail } from '../../features/auth/auth-api';
import { useSessionPolling } from '../../features/auth/auth-context';
import { useMailDelivery } from '../../features/auth/kept-mail';
import { RESEND_COOLDOWN_MS, VERIFICATION_POLL_MS } from '../../features/auth/session-timing';
import { verificationSentence } from '../../../shared/verification-banner';
import { dismissBanner, isBannerDismissed } from './banner-dismissal';

/**
 * Spec §4: shown to signed-in users whose address is unverified, until it is or until they
 * dismiss it for the session (an instance without mail may never deliver the link).
 */
export function VerificationBanner({ uid, email }: { uid: string; email: string }) {
  const [dismissed, setDismissed] = useState(() => isBannerDismissed(uid));
  if (dismissed) return null;
  return (
    <ShownBanner
      email={email}
      onDismiss={() => {
        dismissBanner(uid);
        setDismissed(true);
      }}
    />
  );
}

/** Polls the user record every 3 s; Resend rests for 2 s after use and alerts how it went. */
function ShownBanner({ email, onDismiss }: { email: string; onDismiss: () => void }) {
  useSessionPolling(VERIFICATION_POLL_MS);
  const delivery = useMailDelivery();
  const [resting, setResting] = useState(false);

  useEffect(() => {
    if (!resting) return;
    const timer = setTimeout(() => setResting(false), RESEND_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [resting]);

  const resend = async () => {
    setResting(true);
    try {
      await resendVerificationEmail();
      window.alert(VERIFICATION_SENT_MESSAGE);
    } catch {
      window.alert(VERIFICATION_FAILED_MESSAGE);
    }
  };

  // Until the instance says how it sends mail, saying either sentence could be a false promise.
  if (delivery === undefined) return null;
  const kept = delivery === 'outbox';
  const sentence = verificationSentence(delivery);
  return (
    <section className="account-banner" aria-label="Email verification">
      <div className="account-banner-inner">
        <AlertTriangle aria-hidden size={20} className="account-banner-icon" />
        <p className="account-banner-text">
          {sentence.before}
          <strong>{email}</strong>
          {sentence.after}
        </p>
        {/* Resending would only add another copy to the outbox, so the button goes there. */}
        {!kept && (
          <button
            type="button"
            className="button account-banner-resend"
            onClick={resend}
            disabled={resting}
          >
            Resend Email
          </button>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label="Dismiss for now"
          onClick={onDismiss}
        >
          <X aria-hidden size={20} />
        </button>
      </div>
    </section>
  );
}
