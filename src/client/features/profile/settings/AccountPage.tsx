import { useMessages } from '../../../i18n/messages';
import { useAuth } from '../../auth/auth-context';
import { AdultContentToggle } from '../AdultContentToggle';
import { DeleteAccountSection } from '../DeleteAccountSection';
import { EmailForm } from '../EmailForm';
import { IdentitySection } from '../IdentitySection';
import { PasswordForm } from '../PasswordForm';
import { ProfileScreen } from '../ProfileScreen';
import { LinkedWaysSection } from '../sign-in-ways/LinkedWaysSection';
import { TwoStepSection } from '../sign-in-ways/TwoStepSection';
import { UsernameForm } from '../UsernameForm';
import { AccountFacts } from './AccountFacts';
import { LanguageSelect } from './LanguageSelect';
import { ScoreScaleSelect } from './ScoreScaleSelect';
import { TitleLanguageSelect } from './TitleLanguageSelect';

/** /profile/account: who the user is, how they sign in, and what they see. */
export function AccountPage() {
  const t = useMessages();
  const { currentUser } = useAuth();
  if (!currentUser) return null;
  const { profile, email } = currentUser;
  return (
    <ProfileScreen title={t('profile.account.title')} twoColumns>
      <IdentitySection user={currentUser} />
      <UsernameForm key={profile.username} username={profile.username} />
      <AccountFacts user={currentUser} />
      <AdultContentToggle allowAdult={profile.allowAdult} />
      <LanguageSelect language={profile.language} />
      <TitleLanguageSelect />
      <ScoreScaleSelect scoreScale={profile.scoreScale} />
      <EmailForm email={email} />
      <PasswordForm email={email} />
      <TwoStepSection />
      <LinkedWaysSection />
      <DeleteAccountSection />
    </ProfileScreen>
  );
}
