import { Link } from 'react-router';
import { StaticPage } from './StaticPage';

export function TermsPage() {
  return (
    <StaticPage title="Terms" lead="The ground rules for using this Tsuzuki instance.">
      <h2>The service</h2>
      <p>
        This instance is provided by its operator, not by the authors of the Tsuzuki software. It is
        offered as is, without any guarantee that it will always be available or that the catalogue
        is complete or correct. The operator may change, pause or end the service, and may close
        accounts that break these terms.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>Give a real e-mail address you can receive mail at, and keep your password private.</li>
        <li>You are responsible for what happens under your account.</li>
        <li>
          You can export your lists from <Link to="/profile/data">Data</Link> and delete your
          account from <Link to="/profile/account">Account and security</Link> at any time.
        </li>
      </ul>

      <h2>Fair use</h2>
      <ul>
        <li>Do not try to break into other accounts, the server or its data sources.</li>
        <li>
          Do not scrape the catalogue or flood the server with automated requests: the data sources
          behind it have their own limits and terms.
        </li>
        <li>Usernames must not impersonate others or be abusive.</li>
      </ul>

      <h2>Adult content</h2>
      <p>
        Adult titles are hidden by default. By turning them on in Profile you confirm that you are
        an adult where you live and that you want to see them.
      </p>

      <h2>Catalogue data</h2>
      <p>
        Titles, synopses and artwork come from the data sources credited on the{' '}
        <Link to="/about">About</Link> page and remain the property of their owners. Their licences
        and terms apply to that data.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms go to the operator of this instance (see{' '}
        <Link to="/contact">Contact</Link>).
      </p>
    </StaticPage>
  );
}
