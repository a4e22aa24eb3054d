import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { startAttestation } from '../../lib/attestation/attestation';
import { AccountForms } from './AccountForms';
import { ActionLinkScreen } from './ActionLinkScreen';
import { readActionLink } from './action-link';

/**
 * /login: the account forms, or what an e-mailed link asks for (`?mode=…&oobCode=…`), which
 * is handled whoever is signed in.
 */
export function LoginPage() {
  const { search } = useLocation();
  const actionLink = readActionLink(search);

  // The bot check guards only this screen's calls, so it starts (or is skipped) here.
  useEffect(startAttestation, []);

  return actionLink ? <ActionLinkScreen link={actionLink} /> : <AccountForms />;
}
