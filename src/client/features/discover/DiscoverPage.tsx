import { Page } from '../../ui/Page';

export function DiscoverPage() {
  return (
    <Page
      title="Discover"
      lead="Narrow the catalogue by genre and by TV or film, then keep loading more."
    />
  );
}
