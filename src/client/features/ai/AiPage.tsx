import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '../../ui/Page';
import { useAuth } from '../auth/auth-context';
import { Recommendations } from './Recommendations';
import styles from './ai-page.module.css';

export function AiPage() {
  const { currentUser } = useAuth();
  return (
    <Page
      title="AI Recommendations"
      lead="Suggestions for what to watch next, picked from the titles on your lists."
    >
      {currentUser === null ? (
        <section className={styles.signIn} aria-labelledby="ai-sign-in">
          <h2 id="ai-sign-in" className={styles.heading}>
            Sign in to get recommendations
          </h2>
          <p className={styles.text}>
            Recommendations are built from what you watch, finish and drop, so they need an account
            with a few tracked titles.
          </p>
          <Link to="/login" className="button button-primary">
            <LogIn aria-hidden size={18} />
            Log in or create an account
          </Link>
        </section>
      ) : (
        <Recommendations />
      )}
    </Page>
  );
}
