import { Page } from '../../ui/Page';

export function ComingSoonPage() {
  return (
    <Page
      title="Coming Soon"
      lead="Anime episodes airing in the next 90 days, the soonest first."
    />
  );
}
