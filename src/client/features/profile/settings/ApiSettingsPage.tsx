import { CalendarSection } from '../../lists/import-export/CalendarSection';
import { ApiTokensSection } from '../../tokens/ApiTokensSection';
import { ProfileScreen } from '../ProfileScreen';
import { ProfileSection } from '../ProfileSection';

/** /profile/api: the two private ways other programs read the user's lists. */
export function ApiSettingsPage() {
  return (
    <ProfileScreen
      title="API tokens and calendar"
      lead="Let your scripts and your calendar app read your lists."
    >
      <ApiTokensSection />
      <ProfileSection title="Calendar feed">
        <CalendarSection />
      </ProfileSection>
    </ProfileScreen>
  );
}
