import { useMessages } from '../../../i18n/messages';
import { authFailureMessage } from '../auth-messages';
import { MailedLinkForm } from '../forms/MailedLinkForm';
import { useKeptMail } from '../kept-mail';
import { requestSignInLink } from './sign-in-ways-api';

interface EmailLinkFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

/** Asks for a single-use sign-in link by e-mail (decision 121). */
export function EmailLinkForm(props: EmailLinkFormProps) {
  const t = useMessages();
  const kept = useKeptMail();
  return (
    <MailedLinkForm
      {...props}
      name={t('auth.emailLink.name')}
      note={t('auth.emailLink.note')}
      submitLabel={t('auth.emailLink.submit')}
      send={requestSignInLink}
      failureMessage={(error) => authFailureMessage(error, t)}
      sentMessage={(email) =>
        t(kept ? 'auth.emailLink.sentKept' : 'auth.emailLink.sent', { email })
      }
    />
  );
}
