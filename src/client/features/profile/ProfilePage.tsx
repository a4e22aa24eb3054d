import { Page } from '../../ui/Page';
import { LazyAlertsSection } from '../alerts/LazyAlertsSection';
import { ScrobbleSection } from '../scrobble/ScrobbleSection';
import { ApiTokensSection } from '../tokens/ApiTokensSection';
import { useAuth } from '../auth/auth-context';
import { AdultContentToggle } from './AdultContentToggle';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailForm } from './EmailForm';
import { IdentitySection } from './IdentitySection';
import { PasswordForm } from './PasswordForm';
import { ProfileSection } from './ProfileSection';
import { LinkedWaysSection } from './sign-in-ways/LinkedWaysSection';
import { TwoStepSection } from './sign-in-ways/TwoStepSection';
import { UsernameForm } from './UsernameForm';
import styles from './profile.module.css';

const memberSince = (createdAt: string) =>
  Number.isNaN(Date.parse(createdAt))
    ? null
    : new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(createdAt));

/** /profile (signed in only; the guard sends others to "/"). */
export function ProfilePage() {
  const { currentUser } = useAuth();
  if (!currentUser) return null;
  const { profile, email, emailVerified, uid, isAdmin } = currentUser;
  const since = memberSince(profile.createdAt);

  return (
    <Page title="Profile" lead={`Signed in as ${profile.username}.`}>
      <div className={styles.sections}>
        <ProfileSection title="Account">
          <dl className={styles.facts}>
            <div>
              <dt>Email</dt>
              <dd>{email}</dd>
            </div>
            <div>
              <dt>Verification</dt>
              <dd>
                {emailVerified
                  ? 'Verified'
                  : 'Not verified yet: follow the link we mailed you, or use Resend Email above.'}
              </dd>
            </div>
            <div>
              <dt>User id</dt>
              <dd>
                <code>{uid}</code>
                {isAdmin
                  ? ' (the administrator)'
                  : ' — whoever runs this server may ask for it, to make you its administrator.'}
              </dd>
            </div>
            {since && (
              <div>
                <dt>Member since</dt>
                <dd>{since}</dd>
              </div>
            )}
          </dl>
        </ProfileSection>
        <IdentitySection user={currentUser} />
        <UsernameForm key={profile.username} username={profile.username} />
        <AdultContentToggle allowAdult={profile.allowAdult} />
        <LazyAlertsSection />
        <PasswordForm email={email} />
        <EmailForm email={email} />
        <TwoStepSection />
        <LinkedWaysSection />
        <ScrobbleSection />
        <ApiTokensSection />
        <DeleteAccountSection />
      </div>
    </Page>
  );
}
