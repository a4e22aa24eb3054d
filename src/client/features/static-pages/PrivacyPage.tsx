import { useMessages } from '../../i18n/messages';
import { LinkedWords, StaticPage } from './StaticPage';
import styles from './prose.module.css';

export function PrivacyPage() {
  const t = useMessages();
  return (
    <StaticPage title={t('shell.nav.privacy')} lead={t('pages.privacy.lead')}>
      <h2>{t('pages.privacy.whoHeading')}</h2>
      <p>{t('pages.privacy.who')}</p>

      <h2>{t('pages.privacy.storedHeading')}</h2>
      <ul>
        <li>{t('pages.privacy.email')}</li>
        <li>{t('pages.privacy.password')}</li>
        <li>{t('pages.privacy.username')}</li>
        <li>{t('pages.privacy.titles')}</li>
        <li>{t('pages.privacy.sessions')}</li>
      </ul>
      <p>{t('pages.privacy.ai')}</p>

      <h2>{t('pages.privacy.cookiesHeading')}</h2>
      <p>{t('pages.privacy.cookies')}</p>

      <h2>{t('pages.privacy.outsideHeading')}</h2>
      <p>{t('pages.privacy.outside')}</p>

      <h2>{t('pages.privacy.exportHeading')}</h2>
      <p>
        <LinkedWords id="pages.privacy.export" to={['/profile/data', '/profile/account']} />
      </p>
      <p className={styles.notice}>{t('pages.privacy.backups')}</p>

      <h2>{t('pages.questionsHeading')}</h2>
      <p>
        <LinkedWords id="pages.privacy.questions" to={['/contact']} />
      </p>
    </StaticPage>
  );
}
