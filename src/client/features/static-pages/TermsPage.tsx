import { useMessages } from '../../i18n/messages';
import { LinkedWords, StaticPage } from './StaticPage';

export function TermsPage() {
  const t = useMessages();
  return (
    <StaticPage title={t('shell.nav.terms')} lead={t('pages.terms.lead')}>
      <h2>{t('pages.terms.serviceHeading')}</h2>
      <p>{t('pages.terms.service')}</p>

      <h2>{t('pages.terms.accountHeading')}</h2>
      <ul>
        <li>{t('pages.terms.email')}</li>
        <li>{t('pages.terms.responsible')}</li>
        <li>
          <LinkedWords id="pages.terms.export" to={['/profile/data', '/profile/account']} />
        </li>
      </ul>

      <h2>{t('pages.terms.fairHeading')}</h2>
      <ul>
        <li>{t('pages.terms.break')}</li>
        <li>{t('pages.terms.scrape')}</li>
        <li>{t('pages.terms.usernames')}</li>
      </ul>

      <h2>{t('pages.terms.adultHeading')}</h2>
      <p>{t('pages.terms.adult')}</p>

      <h2>{t('pages.terms.catalogueHeading')}</h2>
      <p>
        <LinkedWords id="pages.terms.catalogue" to={['/about']} />
      </p>

      <h2>{t('shell.nav.contact')}</h2>
      <p>
        <LinkedWords id="pages.terms.contact" to={['/contact']} />
      </p>
    </StaticPage>
  );
}
