import { useMessages } from '../../../i18n/messages';
import { ExportSection } from '../../lists/import-export/ExportSection';
import { ImportSection } from '../../lists/import-export/ImportSection';
import { ProfileScreen } from '../ProfileScreen';
import { ProfileSection } from '../ProfileSection';

/** /profile/data: the lists in and out of Tsuzuki, in MyAnimeList's or Tsuzuki's own format. */
export function DataPage() {
  const t = useMessages();
  return (
    <ProfileScreen title={t('profile.nav.data')} lead={t('profile.data.lead')}>
      <ProfileSection title={t('profile.data.importExport')}>
        <ImportSection />
        <ExportSection />
      </ProfileSection>
    </ProfileScreen>
  );
}
