import { useParams } from 'react-router';
import { TextPageView } from './TextPageView';

/** /{slug}: a content page when one exists for the slug, else 404. */
export function CatchAllPage() {
  const { slug = '' } = useParams();
  return <TextPageView slug={slug} />;
}
