import { Page } from '../../ui/Page';

export function HomePage() {
  return (
    <Page
      title="Home"
      lead="Start here: what is airing now, what everyone is watching, and where you left off."
    />
  );
}
