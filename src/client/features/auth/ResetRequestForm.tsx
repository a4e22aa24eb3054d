import { requestPasswordReset } from './auth-api';
import { resetRequestFailureMessage } from './auth-messages';
import { MailedLinkForm } from './forms/MailedLinkForm';
import { useKeptMail } from './kept-mail';
import { KEPT_MAIL_NOTE } from '../../../shared/verification-banner';

interface ResetRequestFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

/** Spec §5: takes an address and mails a reset link to it. */
export function ResetRequestForm(props: ResetRequestFormProps) {
  const kept = useKeptMail();
  return (
    <MailedLinkForm
      {...props}
      name="Reset password"
      note="Enter the address you signed up with and we will mail you a link to choose a new password."
      submitLabel="Send reset link"
      send={requestPasswordReset}
      failureMessage={resetRequestFailureMessage}
      sentMessage={(sentTo) =>
        kept
          ? `${KEPT_MAIL_NOTE} Ask support for the reset link for ${sentTo}.`
          : `We sent a password reset link to ${sentTo}. Check your inbox to continue.`
      }
    />
  );
}
