import { RETURN } from '../../domain/complaints';
import { ComplaintsListScreen } from './ComplaintsListScreen';

/** /moje-konto/zwroty: the returns, with the wizard's "new return" and the consumer's withdrawal right beside them. */
export default function ReturnsList() {
  return <ComplaintsListScreen type={RETURN} />;
}
