import { ComplaintsEmbedding } from './complaintLinks';
import { ComplaintShowScreen } from './ComplaintShowScreen';

/** /moje-konto/zwroty-iframe/{id}: one complaint or return, embedded (its links stay in the frame). */
export default function ReturnIframeShow() {
  return (
    <ComplaintsEmbedding.Provider value>
      <ComplaintShowScreen />
    </ComplaintsEmbedding.Provider>
  );
}
