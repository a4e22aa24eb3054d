import { useParams } from 'react-router';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { Page } from '../../ui/Page';
import { BROWSE_MODES, parseBrowseMode } from './browse-modes';

/** One screen for every browse list; the path picks the mode. */
export function BrowsePage() {
  const mode = parseBrowseMode(useParams().mode);
  if (mode === null) return <NotFoundPage />;
  const { title, lead } = BROWSE_MODES[mode];
  return <Page key={mode} title={title} lead={lead} />;
}
