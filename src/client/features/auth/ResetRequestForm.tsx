import { useMessages } from '../../i18n/messages';
import { requestPasswordReset } from './auth-api';
import { resetRequestFailureMessage } from './auth-messages';
import { MailedLinkForm } from './forms/MailedLinkForm';
import { useKeptMail } from './kept-mail';

interface ResetRequestFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

/** Spec §5: takes an address and mails a reset link to it. */
export function ResetRequestForm(props: ResetRequestFormProps) {
  const t = useMessages();
  const kept = useKeptMail();
  return (
    <MailedLinkForm
      {...props}
      name={t('auth.view.reset.title')}
      note={t('auth.reset.note')}
      submitLabel={t('auth.reset.submit')}
      send={requestPasswordReset}
      failureMessage={(error) => resetRequestFailureMessage(error, t)}
      sentMessage={(email) => t(kept ? 'auth.reset.sentKept' : 'auth.reset.sent', { email })}
    />
  );
}
