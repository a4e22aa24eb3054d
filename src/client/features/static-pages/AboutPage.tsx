import { useMessages } from '../../i18n/messages';
import { DataSources } from './DataSources';
import { LinkedWords, StaticPage } from './StaticPage';

export function AboutPage() {
  const t = useMessages();
  return (
    <StaticPage title={t('shell.nav.about')} lead={t('pages.about.lead')}>
      <h2>{t('pages.about.whatHeading')}</h2>
      <p>{t('pages.about.what')}</p>

      <h2>{t('pages.about.doHeading')}</h2>
      <ul>
        <li>{t('pages.about.do.browse')}</li>
        <li>{t('pages.about.do.airing')}</li>
        <li>{t('pages.about.do.lists')}</li>
        <li>{t('pages.about.do.recommendations')}</li>
        <li>{t('pages.about.do.adult')}</li>
        <li>{t('pages.about.do.import')}</li>
      </ul>

      <h2>{t('pages.about.sourcesHeading')}</h2>
      <DataSources />
      <p>{t('pages.about.affiliation')}</p>

      <h2>{t('pages.questionsHeading')}</h2>
      <p>
        <LinkedWords id="pages.about.questions" to={['/contact', '/privacy']} />
      </p>
    </StaticPage>
  );
}
