import { useState } from 'react';
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

const TITLES: Record<View, { title: string; lead: string }> = {
  'sign-in': {
    title: 'Sign in',
    lead: 'Welcome back. Sign in to keep your lists and progress in step on every device.',
  },
  register: {
    title: 'Create account',
    lead: 'Track what you watch, season by season and episode by episode.',
  },
  reset: { title: 'Reset password', lead: 'Forgot your password? It happens.' },
  'second-factor': {
    title: 'Two-step sign-in',
    lead: 'One more step: your account asks for a code from your authenticator app.',
  },
  'email-link': { title: 'Sign in by email', lead: 'No password needed.' },
  phone: { title: 'Sign in by phone', lead: 'For a number linked on your profile.' },
};

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
  const [view, setView] = useState<View>(initialView);
  // Only a view the user chose takes focus; the first one leaves it where the page put it.
  const [chosen, setChosen] = useState(false);
  // The address carries over between the forms, so nobody types it twice.
  const [email, setEmail] = useState('');
  const choose = (next: View) => {
    setView(next);
    setChosen(true);
  };
  const { title, lead } = TITLES[view];

  return (
    <Page title={title} documentTitle="Login" lead={lead}>
      <div className={styles.card}>
        {(view === 'sign-in' || view === 'register') && (
          <div className={styles.switch} role="group" aria-label="Sign in or create an account">
            {(['sign-in', 'register'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={styles.switchButton}
                aria-pressed={view === option}
                onClick={() => choose(option)}
              >
                {TITLES[option].title}
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
