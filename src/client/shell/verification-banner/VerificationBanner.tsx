import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  VERIFICATION_FAILED_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
} from '../../../shared/auth-errors';
import { resendVerificationEmail } from '../../features/auth/auth-api';
import { useSessionPolling } from '../../features/auth/auth-context';
import { RESEND_COOLDOWN_MS, VERIFICATION_POLL_MS } from '../../features/auth/session-timing';
import styles from './banner.module.css';

/**
 * Spec §4: shown to signed-in users whose address is unverified, until it is. Polls the user
 * record every 3 s; Resend rests for 2 s after use and alerts how it went.
 */
export function VerificationBanner({ email }: { email: string }) {
  useSessionPolling(VERIFICATION_POLL_MS);
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

  return (
    <section className={styles.banner} aria-label="Email verification">
      <div className={styles.inner}>
        <AlertTriangle aria-hidden size={20} className={styles.icon} />
        <p className={styles.text}>
          Please verify your email address. We sent a link to <strong>{email}</strong>.
        </p>
        <button type="button" className="button" onClick={resend} disabled={resting}>
          Resend Email
        </button>
      </div>
    </section>
  );
}
