import { Trans } from '@lingui/react';
import { useMessages, type MessageId } from '../../../i18n/messages';
import type { SessionUser } from '../../auth/session-api';
import { useMailDelivery } from '../../auth/kept-mail';
import { ProfileSection } from '../ProfileSection';
import styles from '../profile.module.css';

/** The banner's words (decision 338), so the two screens never disagree about mail. */
function Verification({ email, verified }: { email: string; verified: boolean }) {
  const t = useMessages();
  const delivery = useMailDelivery();
  if (verified) return <>{t('profile.facts.verified')}</>;
  if (delivery === undefined) return <>{t('profile.facts.notVerified')}</>;
  const id: MessageId =
    delivery === 'outbox' ? 'profile.facts.unverifiedKept' : 'profile.facts.unverifiedSent';
  return <Trans id={id} values={{ email }} components={{ 0: <strong /> }} />;
}

export function AccountFacts({ user }: { user: SessionUser }) {
  const t = useMessages();
  return (
    <ProfileSection title={t('profile.facts.title')}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('profile.facts.email')}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{t('profile.facts.verification')}</dt>
          <dd>
            <Verification email={user.email} verified={user.emailVerified} />
          </dd>
        </div>
        <div>
          <dt>{t('profile.facts.userId')}</dt>
          <dd>
            <code>{user.uid}</code>
            {user.isAdmin && ` ${t('profile.facts.admin')}`}
          </dd>
        </div>
      </dl>
    </ProfileSection>
  );
}
