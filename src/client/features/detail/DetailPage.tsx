import { useParams } from 'react-router';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { Page } from '../../ui/Page';
import { parseDetailParams } from './detail-params';

export function DetailPage() {
  const { type, id } = useParams();
  const title = parseDetailParams(type, id);
  if (title === null) return <NotFoundPage />;
  return (
    <Page
      title="Details"
      lead={`Synopsis, seasons, episodes and your progress for this ${title.mediaType === 'tv' ? 'series' : 'film'}.`}
    />
  );
}
