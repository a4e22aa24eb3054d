import { House } from 'lucide-react';
import { Link } from 'react-router';
import { useMessages } from '../i18n/messages';
import { Page } from './Page';

export function NotFoundPage() {
  const t = useMessages();
  return (
    <Page title={t('shell.notFound.title')} lead={t('shell.notFound.lead')}>
      <Link to="/" className="button button-primary">
        <House aria-hidden size={18} />
        {t('shell.notFound.home')}
      </Link>
    </Page>
  );
}
