import { useMessages } from '../../i18n/messages';
import { LinkedWords, StaticPage } from './StaticPage';

export function ContactPage() {
  const t = useMessages();
  return (
    <StaticPage title={t('shell.nav.contact')} lead={t('pages.contact.lead')}>
      <h2>{t('pages.contact.questionsHeading')}</h2>
      <p>{t('pages.contact.supportIntro')}</p>
      <ul>
        <li>{t('pages.contact.access')}</li>
        <li>{t('pages.contact.data')}</li>
        <li>{t('pages.contact.titles')}</li>
      </ul>
      <p>{t('pages.contact.reach')}</p>

      <h2>{t('pages.contact.selfHeading')}</h2>
      <ul>
        <li>
          <LinkedWords id="pages.contact.selfAccount" to={['/profile/account']} />
        </li>
        <li>
          <LinkedWords id="pages.contact.selfExport" to={['/profile/data']} />
        </li>
      </ul>

      <h2>{t('pages.contact.brokenHeading')}</h2>
      <p>{t('pages.contact.broken')}</p>
    </StaticPage>
  );
}
