import { ScrobbleSection } from '../../scrobble/ScrobbleSection';
import { ProfileScreen } from '../ProfileScreen';

/** /profile/connections: media servers that mark episodes watched as they are played. */
export function ConnectionsPage() {
  return (
    <ProfileScreen title="Connections" lead="Media servers that update your lists as you watch.">
      <ScrobbleSection />
    </ProfileScreen>
  );
}
