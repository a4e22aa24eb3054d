import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n/messages';
import { Page } from '../../ui/Page';
import { useAuth } from '../auth/auth-context';
import { Recommendations } from './Recommendations';
import styles from './ai-page.module.css';

export function AiPage() {
  const t = useMessages();
  const { currentUser } = useAuth();
  return (
    <Page title={t('ai.page.title')} lead={t('ai.page.lead')}>
      {currentUser === null ? (
        <section className={styles.signIn} aria-labelledby="ai-sign-in">
          <h2 id="ai-sign-in" className={styles.heading}>
            {t('ai.signIn.heading')}
          </h2>
          <p className={styles.text}>{t('ai.signIn.text')}</p>
          <Link to="/login" className="button button-primary">
            <LogIn aria-hidden size={18} />
            {t('ai.signIn.link')}
          </Link>
        </section>
      ) : (
        <Recommendations />
      )}
    </Page>
  );
}
