import { verificationSentence } from '../../../../shared/verification-banner';
import type { SessionUser } from '../../auth/session-api';
import { useMailDelivery } from '../../auth/kept-mail';
import { ProfileSection } from '../ProfileSection';
import styles from '../profile.module.css';

/** The banner's own sentence (decision 338), so the two screens never disagree about mail. */
function Verification({ email, verified }: { email: string; verified: boolean }) {
  const delivery = useMailDelivery();
  if (verified) return <>Verified</>;
  if (delivery === undefined) return <>Not verified yet</>;
  const { before, after } = verificationSentence(delivery);
  return (
    <>
      {before}
      <strong>{email}</strong>
      {after}
    </>
  );
}

export function AccountFacts({ user }: { user: SessionUser }) {
  return (
    <ProfileSection title="Account">
      <dl className={styles.facts}>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Verification</dt>
          <dd>
            <Verification email={user.email} verified={user.emailVerified} />
          </dd>
        </div>
        <div>
          <dt>User id</dt>
          <dd>
            <code>{user.uid}</code>
            {user.isAdmin && ' (you run this server)'}
          </dd>
        </div>
      </dl>
    </ProfileSection>
  );
}
