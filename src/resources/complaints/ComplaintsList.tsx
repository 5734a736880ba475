import { COMPLAINT } from '../../domain/complaints';
import { ComplaintsListScreen } from './ComplaintsListScreen';

/** /moje-konto/reklamacje: the complaints, with the wizard's "new complaint". */
export default function ComplaintsList() {
  return <ComplaintsListScreen type={COMPLAINT} />;
}
