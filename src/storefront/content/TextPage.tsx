import { useParams } from 'react-router';
import { TextPageView } from './TextPageView';

/** /textPage/{slug}: any text page by its slug. */
export function TextPage() {
  const { slug = '' } = useParams();
  return <TextPageView slug={slug} />;
}
