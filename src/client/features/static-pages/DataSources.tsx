import styles from './prose.module.css';

/** Every catalogue source an instance can use, with the credit each one requires. */
export function DataSources() {
  return (
    <ul>
      <li>
        <strong>Offline catalogue (always available).</strong> Catalogue data: Anime Recommendations
        Database (MyAnimeList data), Kaggle. It was published as{' '}
        <a href="https://creativecommons.org/publicdomain/zero/1.0/" rel="noreferrer">
          CC0 (public domain)
        </a>{' '}
        and holds titles, genres, formats, episode counts, scores and popularity from about
        2016–2017.
      </li>
      <li>
        <strong>
          bangumi-data (always available, updated daily when the server can reach it).
        </strong>{' '}
        Names in English and Japanese, air dates, weekly schedules, streaming links and other
        sites&rsquo; ids for titles up to the current season come from{' '}
        <a href="https://github.com/bangumi-data/bangumi-data" rel="noreferrer">
          bangumi-data
        </a>
        , licensed under{' '}
        <a href="https://creativecommons.org/licenses/by/4.0/" rel="noreferrer">
          CC BY 4.0
        </a>
        .
      </li>
      <li>
        <strong>TMDB (where this server uses it).</strong> Posters, synopses, air dates and episode
        schedules then come from{' '}
        <a href="https://www.themoviedb.org/" rel="noreferrer">
          The Movie Database (TMDB)
        </a>
        .
        <p className={styles.notice}>
          This product uses the TMDB API but is not endorsed or certified by TMDB.
        </p>
      </li>
      <li>
        <strong>AniList (where this server uses it).</strong> Anime extras such as the next airing
        episode come from{' '}
        <a href="https://anilist.co/" rel="noreferrer">
          AniList
        </a>
        , fetched sparingly and cached by this server.
      </li>
      <li>
        <strong>anime-offline-database (updated weekly when the server can reach it).</strong>{' '}
        Episode counts, episode lengths, studios, airing status, seasons, scores averaged over
        several sites, tags and pictures, and the titles released since 2017.
        <p className={styles.notice}>
          Contains information from anime-offline-database
          (https://github.com/manami-project/anime-offline-database), which is made available here
          under the Open Database License (ODbL).
        </p>
        See the{' '}
        <a href="https://github.com/manami-project/anime-offline-database" rel="noreferrer">
          anime-offline-database project
        </a>{' '}
        and the{' '}
        <a href="https://opendatacommons.org/licenses/odbl/1-0/" rel="noreferrer">
          Open Database License
        </a>
        .
      </li>
    </ul>
  );
}
