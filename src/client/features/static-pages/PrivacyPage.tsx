import { Link } from 'react-router';
import { StaticPage } from './StaticPage';
import styles from './prose.module.css';

export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy"
      lead="What this Tsuzuki instance stores about you, why, and how to take it with you or erase it."
    >
      <h2>Who holds your data</h2>
      <p>
        Your data stays on the server run by this instance’s operator, who controls it. The Tsuzuki
        software sends nothing to its authors, and nothing is sold or shared with advertisers or
        data brokers.
      </p>

      <h2>What is stored</h2>
      <ul>
        <li>Your account e-mail address and whether you have verified it.</li>
        <li>
          Your password, only as a hash made with a memory-hard function, so the password itself
          cannot be read back, not even by the operator.
        </li>
        <li>Your username and your adult-content preference (hidden unless you turn it on).</li>
        <li>
          The titles you track, with their status, the season and episode you are on, and when you
          added or changed them.
        </li>
        <li>
          Your sessions: for each signed-in browser, a hashed session token and when it expires.
        </li>
      </ul>
      <p>
        When you ask for recommendations and the operator has connected a language model, the titles
        on your lists (title, status, genres and score, never your e-mail address) are sent to that
        model to produce suggestions.
      </p>

      <h2>Cookies</h2>
      <p>
        Tsuzuki sets one cookie: an httpOnly session cookie that keeps you signed in. There are no
        analytics, advertising or tracking cookies, and no third-party scripts. Your browser’s local
        storage remembers the last page you visited so the app can reopen there.
      </p>

      <h2>Outside services</h2>
      <p>
        When the operator connects TMDB or AniList, this server asks them for catalogue data on your
        behalf; they see the server’s requests, not your account. Posters may load from TMDB’s image
        server directly, which then sees your IP address as with any image on the web.
      </p>

      <h2>Export and deletion</h2>
      <p>
        From <Link to="/profile/data">Data</Link> in your profile you can export your lists at any
        time. You can delete your account from{' '}
        <Link to="/profile/account">Account and security</Link> after confirming your password.
        Deletion removes every tracked title, then your profile, then the account itself, and signs
        you out.
      </p>
      <p className={styles.notice}>
        Backups the operator keeps of this server may hold your data for a while after deletion; ask
        the operator how long they keep them.
      </p>

      <h2>Questions</h2>
      <p>
        For anything else about your data, contact the operator (see{' '}
        <Link to="/contact">Contact</Link>).
      </p>
    </StaticPage>
  );
}
