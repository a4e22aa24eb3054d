import { useMessages } from '../../../i18n/messages';
import { useAuth } from '../auth-context';
import formStyles from '../forms/forms.module.css';
import { PhoneCodeForm } from './PhoneCodeForm';
import { needsSecondFactor, signInWithPhone } from './sign-in-ways-api';

interface PhoneSignInProps {
  onSecondFactor: () => void;
  onBack: () => void;
}

/** Sign-in with a number linked on /profile and a texted code. */
export function PhoneSignIn({ onSecondFactor, onBack }: PhoneSignInProps) {
  const t = useMessages();
  const { setSession } = useAuth();
  const signIn = async (verificationId: string, code: string) => {
    try {
      setSession(await signInWithPhone(verificationId, code));
    } catch (error) {
      if (!needsSecondFactor(error)) throw error;
      onSecondFactor();
    }
  };
  return (
    <>
      <PhoneCodeForm purpose="sign-in" submitLabel={t('auth.phone.signIn')} onCode={signIn} />
      <button type="button" className={formStyles.textButton} onClick={onBack}>
        {t('auth.backToSignIn')}
      </button>
    </>
  );
}
