import { authFailureMessage } from '../auth-messages';
import { MailedLinkForm } from '../forms/MailedLinkForm';
import { useKeptMail } from '../kept-mail';
import { KEPT_MAIL_NOTE } from '../../../../shared/verification-banner';
import { requestSignInLink } from './sign-in-ways-api';

interface EmailLinkFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

/** Asks for a single-use sign-in link by e-mail (decision 121). */
export function EmailLinkForm(props: EmailLinkFormProps) {
  const kept = useKeptMail();
  return (
    <MailedLinkForm
      {...props}
      name="Email sign-in link"
      note="We email you a link that signs you in without a password. It works once, for 15 minutes."
      submitLabel="Email me a link"
      send={requestSignInLink}
      failureMessage={authFailureMessage}
      sentMessage={(sentTo) =>
        kept
          ? `${KEPT_MAIL_NOTE} If an account uses ${sentTo}, ask support for its sign-in link.`
          : `If an account uses ${sentTo}, a sign-in link is on its way. Check your inbox.`
      }
    />
  );
}
