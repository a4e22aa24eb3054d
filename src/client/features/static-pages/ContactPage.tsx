import { Link } from 'react-router';
import { StaticPage } from './StaticPage';

export function ContactPage() {
  return (
    <StaticPage
      title="Contact"
      lead="Tsuzuki is self-hosted, so the person to contact is whoever runs this instance."
    >
      <h2>Questions about this site or your account</h2>
      <p>
        This instance is run by its operator: the person or group who installed Tsuzuki on this
        server and invited you (or opened sign-ups). They hold your account and your lists, and they
        are the only ones who can help with:
      </p>
      <ul>
        <li>access problems, a locked or disabled account, or e-mails that never arrive;</li>
        <li>requests about your personal data beyond what you can do yourself in Profile;</li>
        <li>content that should not be in the catalogue, or a source that should be enabled.</li>
      </ul>
      <p>
        Reach them however you usually do: the person who shared this address with you, your
        community’s channels, or the contact details they publish alongside this site. The authors
        of the Tsuzuki software have no access to this server or its data.
      </p>

      <h2>Things you can do yourself</h2>
      <ul>
        <li>
          Change your username, e-mail address, password and adult-content preference in{' '}
          <Link to="/profile/account">Account and security</Link>.
        </li>
        <li>
          Export your lists from <Link to="/profile/data">Data</Link>, or delete your account from
          Account and security.
        </li>
      </ul>

      <h2>Bugs in the software</h2>
      <p>
        If something is broken in Tsuzuki itself rather than on this particular server, tell the
        operator first: they know which version runs here and can pass it on. Bugs and feature ideas
        for the software go to the issue tracker of the Tsuzuki source repository the operator
        installed from. A good report says what you did, what you expected, what happened instead,
        your browser, and the request id shown with any error message.
      </p>
    </StaticPage>
  );
}
