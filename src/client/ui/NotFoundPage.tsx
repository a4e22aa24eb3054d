import { House } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from './Page';

export function NotFoundPage() {
  return (
    <Page
      title="Page not found"
      lead="There is nothing at this address. It may have moved, or the link may be mistyped."
    >
      <Link to="/" className="button button-primary">
        <House aria-hidden size={18} />
        Go to the home page
      </Link>
    </Page>
  );
}
