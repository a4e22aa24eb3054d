import { Link } from 'react-router';
import { DataSources } from './DataSources';
import { StaticPage } from './StaticPage';

export function AboutPage() {
  return (
    <StaticPage
      title="About"
      lead="Tsuzuki (続き, “continuation”) is a self-hosted anime tracker: pick up every series right where you left off."
    >
      <h2>What it is</h2>
      <p>
        Tsuzuki keeps track of the anime you watch. Everyone with an account here keeps their own
        lists, private to them.
      </p>

      <h2>What you can do</h2>
      <ul>
        <li>Browse trending, popular and top-rated anime and search the whole catalogue.</li>
        <li>See which episodes air in the coming weeks.</li>
        <li>
          With an account, keep lists by status (Watching, Plan to Watch, Completed, On-Hold,
          Dropped) and record the season and episode you are on.
        </li>
        <li>Get recommendations based on what you have tracked.</li>
        <li>Choose whether adult titles are shown; they are hidden unless you turn them on.</li>
        <li>Bring your lists from MyAnimeList or AniList, and take them with you at any time.</li>
      </ul>

      <h2>Data sources and credits</h2>
      <DataSources />
      <p>
        Tsuzuki is not affiliated with MyAnimeList, TMDB, AniList or any studio or streaming
        service. Titles and artwork belong to their respective owners.
      </p>

      <h2>Questions</h2>
      <p>
        See <Link to="/contact">Contact</Link> for help with your account, and{' '}
        <Link to="/privacy">Privacy</Link> for what is stored about you.
      </p>
    </StaticPage>
  );
}
