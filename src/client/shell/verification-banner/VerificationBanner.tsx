import { Trans } from '@lingui/react';
import { AlertTriangle, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { verificationSentenceId } from '../../../shared/verification-banner';
import { resendVerificationEmail } from '../../features/auth/auth-api';
import { useSessionPolling } from '../../features/auth/auth-context';
import { useMailDelivery } from '../../features/auth/kept-mail';
import { RESEND_COOLDOWN_MS, VERIFICATION_POLL_MS } from '../../features/auth/session-timing';
import { useMessages } from '../../i18n/messages';
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
  const t = useMessages();
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
      window.alert(t('shell.banner.verify.resent'));
    } catch {
      window.alert(t('shell.banner.verify.resendFailed'));
    }
  };

  // Until the instance says how it sends mail, saying either sentence could be a false promise.
  if (delivery === undefined) return null;
  const kept = delivery === 'outbox';
  return (
    <section className="account-banner" aria-label={t('shell.banner.verify.label')}>
      <div className="account-banner-inner">
        <AlertTriangle aria-hidden size={20} className="account-banner-icon" />
        <p className="account-banner-text">
          <Trans
            id={verificationSentenceId(delivery)}
            values={{ email }}
            components={{ 0: <strong /> }}
          />
        </p>
        {/* Resending would only add another copy to the outbox, so the button goes there. */}
        {!kept && (
          <button
            type="button"
            className="button account-banner-resend"
            onClick={resend}
            disabled={resting}
          >
            {t('shell.banner.verify.resend')}
          </button>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label={t('shell.banner.verify.dismiss')}
          onClick={onDismiss}
        >
          <X aria-hidden size={20} />
        </button>
      </div>
    </section>
  );
}
