import { Link } from 'react-router';
import { StaticPage } from './StaticPage';

export function ContactPage() {
  return (
    <StaticPage title="Contact" lead="Questions about your account or this site go to its support.">
      <h2>Questions about this site or your account</h2>
      <p>
        This site’s support looks after your account and your lists, and only they can help with:
      </p>
      <ul>
        <li>access problems, a locked or disabled account, or e-mails that never arrive;</li>
        <li>requests about your personal data beyond what you can do yourself in Profile;</li>
        <li>a title that should not be listed, or one that is missing.</li>
      </ul>
      <p>
        Reach them the way you found this site: the person who shared its address with you, your
        community’s channels, or the contact details published alongside it. The authors of the
        Tsuzuki software have no access to this site or its data.
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

      <h2>Something not working</h2>
      <p>
        Tell support: they know which version of Tsuzuki this site uses and can pass a bug on to its
        authors. A good report says what you did, what you expected, what happened instead, your
        browser, and the request id shown with any error message.
      </p>
    </StaticPage>
  );
}
