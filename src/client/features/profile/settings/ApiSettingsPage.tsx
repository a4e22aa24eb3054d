import { useMessages } from '../../../i18n/messages';
import { CalendarSection } from '../../lists/import-export/CalendarSection';
import { ApiTokensSection } from '../../tokens/ApiTokensSection';
import { ProfileScreen } from '../ProfileScreen';
import { ProfileSection } from '../ProfileSection';

/** /profile/api: the two private ways other programs read the user's lists. */
export function ApiSettingsPage() {
  const t = useMessages();
  return (
    <ProfileScreen title={t('profile.nav.api')} lead={t('profile.api.lead')}>
      <ApiTokensSection />
      <ProfileSection title={t('profile.api.calendar')}>
        <CalendarSection />
      </ProfileSection>
    </ProfileScreen>
  );
}
