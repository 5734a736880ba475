import { ComplaintsEmbedding } from './complaintLinks';
import { ComplaintsListScreen } from './ComplaintsListScreen';

/**
 * /moje-konto/zwroty-iframe: complaints and returns in one list, with the wizard, for embedding in
 * another page (the returns iframe layout of spec §2: no header, footer or side navigation; login required).
 */
export default function ReturnsIframeList() {
  return (
    <ComplaintsEmbedding.Provider value>
      <ComplaintsListScreen type={null} />
    </ComplaintsEmbedding.Provider>
  );
}
