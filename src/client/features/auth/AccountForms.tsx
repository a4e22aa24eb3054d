import { useState } from 'react';
import type { MessageId } from '../../i18n/messages';
import { useMessages } from '../../i18n/messages';
import { Page } from '../../ui/Page';
import { FormError } from './forms/FormMessages';
import { RegisterForm } from './RegisterForm';
import { ResetRequestForm } from './ResetRequestForm';
import { SignInForm } from './SignInForm';
import { EmailLinkForm } from './ways/EmailLinkForm';
import { OtherSignInWays } from './ways/OtherSignInWays';
import { PhoneSignIn } from './ways/PhoneSignIn';
import { SecondFactorForm } from './ways/SecondFactorForm';
import styles from './login.module.css';

type View = 'sign-in' | 'register' | 'reset' | 'second-factor' | 'email-link' | 'phone';

/** Each view's `auth.view.<name>.title` and `.lead`. */
const VIEW_NAMES = {
  'sign-in': 'signIn',
  register: 'register',
  reset: 'reset',
  'second-factor': 'secondFactor',
  'email-link': 'emailLink',
  phone: 'phone',
} as const satisfies Record<View, string>;

const titleOf = (view: View): MessageId => `auth.view.${VIEW_NAMES[view]}.title`;
const leadOf = (view: View): MessageId => `auth.view.${VIEW_NAMES[view]}.lead`;

interface AccountFormsProps {
  /** The second step when a provider round trip or a link led here; sign-in otherwise. */
  initialView?: 'sign-in' | 'second-factor';
  /** What went wrong on the way here, e.g. at a sign-in provider. */
  initialProblem?: string | null;
}

/**
 * /login: sign in (password, provider, mailed link), create an account, ask for a password
 * reset, or give the second step, on one screen.
 */
export function AccountForms({
  initialView = 'sign-in',
  initialProblem = null,
}: AccountFormsProps) {
  const t = useMessages();
  const [view, setView] = useState<View>(initialView);
  // Only a view the user chose takes focus; the first one leaves it where the page put it.
  const [chosen, setChosen] = useState(false);
  // The address carries over between the forms, so nobody types it twice.
  const [email, setEmail] = useState('');
  const choose = (next: View) => {
    setView(next);
    setChosen(true);
  };

  return (
    <Page title={t(titleOf(view))} documentTitle={t('auth.documentTitle')} lead={t(leadOf(view))}>
      <div className={styles.card}>
        {(view === 'sign-in' || view === 'register') && (
          <div className={styles.switch} role="group" aria-label={t('auth.view.switch')}>
            {(['sign-in', 'register'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={styles.switchButton}
                aria-pressed={view === option}
                onClick={() => choose(option)}
              >
                {t(titleOf(option))}
              </button>
            ))}
          </div>
        )}
        {view === 'sign-in' && (
          <>
            <FormError message={initialProblem} />
            <SignInForm
              email={email}
              onEmailChange={setEmail}
              autoFocus={chosen}
              onForgotPassword={() => choose('reset')}
              onSecondFactor={() => choose('second-factor')}
            />
            <OtherSignInWays
              onSecondFactor={() => choose('second-factor')}
              onEmailLink={() => choose('email-link')}
              onPhone={() => choose('phone')}
            />
          </>
        )}
        {view === 'second-factor' && <SecondFactorForm onBack={() => choose('sign-in')} />}
        {view === 'phone' && (
          <PhoneSignIn
            onSecondFactor={() => choose('second-factor')}
            onBack={() => choose('sign-in')}
          />
        )}
        {view === 'email-link' && (
          <EmailLinkForm email={email} onEmailChange={setEmail} onBack={() => choose('sign-in')} />
        )}
        {view === 'register' && (
          <RegisterForm email={email} onEmailChange={setEmail} autoFocus={chosen} />
        )}
        {view === 'reset' && (
          <ResetRequestForm
            email={email}
            onEmailChange={setEmail}
            onBack={() => choose('sign-in')}
          />
        )}
      </div>
    </Page>
  );
}
