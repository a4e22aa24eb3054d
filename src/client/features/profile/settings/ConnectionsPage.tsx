import { useMessages } from '../../../i18n/messages';
import { ScrobbleSection } from '../../scrobble/ScrobbleSection';
import { ProfileScreen } from '../ProfileScreen';

/** /profile/connections: media servers that mark episodes watched as they are played. */
export function ConnectionsPage() {
  const t = useMessages();
  return (
    <ProfileScreen title={t('profile.nav.connections')} lead={t('profile.connections.lead')}>
      <ScrobbleSection />
    </ProfileScreen>
  );
}
