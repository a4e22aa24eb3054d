import { ExportSection } from '../../lists/import-export/ExportSection';
import { ImportSection } from '../../lists/import-export/ImportSection';
import { ProfileScreen } from '../ProfileScreen';
import { ProfileSection } from '../ProfileSection';

/** /profile/data: the lists in and out of Tsuzuki, in MyAnimeList's or Tsuzuki's own format. */
export function DataPage() {
  return (
    <ProfileScreen
      title="Data"
      lead="Bring your lists from MyAnimeList or AniList, or take them with you."
    >
      <ProfileSection title="Import and export">
        <ImportSection />
        <ExportSection />
      </ProfileSection>
    </ProfileScreen>
  );
}
