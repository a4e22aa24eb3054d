import { Page } from '../../ui/Page';

export function ProfilePage() {
  return (
    <Page
      title="Profile"
      lead="Your username, e-mail address, password, adult-content preference, list export and account deletion."
    />
  );
}
