import { Page } from '../../ui/Page';

export function AdminPage() {
  return (
    <Page
      title="Admin"
      lead="Look after this Tsuzuki instance: its users, its outgoing mail and its catalogue."
    />
  );
}
