import { Page } from '../../ui/Page';

export function MyListsPage() {
  return (
    <Page
      title="My Lists"
      lead="Everything you track, by status: Watching, Plan to Watch, Completed, On-Hold and Dropped."
    />
  );
}
