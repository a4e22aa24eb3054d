import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useMessages } from '../../i18n/messages';
import { startAttestation } from '../../lib/attestation/attestation';
import { AccountForms } from './AccountForms';
import { ActionLinkScreen } from './ActionLinkScreen';
import { readActionLink } from './action-link';
import { EmailLinkSignInScreen } from './ways/EmailLinkSignInScreen';
import { messageForCode, readLoginRequest } from './ways/login-address';

/**
 * /login: the account forms, or what an e-mailed link asks for (`?mode=…&oobCode=…`), which
 * is handled whoever is signed in; a mailed sign-in link; or where a provider round trip ended.
 */
export function LoginPage() {
  const t = useMessages();
  const { search } = useLocation();
  const actionLink = readActionLink(search);
  const request = readLoginRequest(search);

  // The bot check guards only this screen's calls, so it starts (or is skipped) here.
  useEffect(startAttestation, []);

  if (actionLink) return <ActionLinkScreen link={actionLink} />;
  if (request?.kind === 'sign-in-link') return <EmailLinkSignInScreen oobCode={request.oobCode} />;
  return (
    <AccountForms
      initialView={request?.kind === 'second-factor' ? 'second-factor' : 'sign-in'}
      initialProblem={request?.kind === 'failed' ? messageForCode(request.code, t) : null}
    />
  );
}
