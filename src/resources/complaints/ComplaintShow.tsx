import { ComplaintShowScreen } from './ComplaintShowScreen';

/** /moje-konto/zwroty/{id}: one complaint or return. */
export default function ComplaintShow() {
  return <ComplaintShowScreen />;
}
