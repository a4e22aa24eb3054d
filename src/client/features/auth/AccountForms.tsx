import { useState } from 'react';
import { Page } from '../../ui/Page';
import { RegisterForm } from './RegisterForm';
import { ResetRequestForm } from './ResetRequestForm';
import { SignInForm } from './SignInForm';
import styles from './login.module.css';

type View = 'sign-in' | 'register' | 'reset';

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
};

/** /login: sign in, create an account, or ask for a password reset, on one screen. */
export function AccountForms() {
  const [view, setView] = useState<View>('sign-in');
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
        {view !== 'reset' && (
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
          <SignInForm
            email={email}
            onEmailChange={setEmail}
            autoFocus={chosen}
            onForgotPassword={() => choose('reset')}
          />
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
