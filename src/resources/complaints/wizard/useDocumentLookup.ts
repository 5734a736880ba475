import { useState } from 'react';
import { useCustomMutation, type HttpError } from '@refinedev/core';
import { useTranslation } from '../../../i18n/useTranslation';
import type { ComplaintWizardEvent } from '../../../domain/complaints';
import type { ComplaintDocumentResponse, ComplaintOrder, ComplaintType } from '../../../generated/model';
import { messageOf } from '../../orders/orderMessages';
import { COMPLAINT_DOCUMENTS_RESOURCE } from '../complaintsResource';

interface DocumentLookupOptions {
  complaintType: ComplaintType | null;
  dispatch: (event: ComplaintWizardEvent) => void;
  /** The note's positions are in: the wizard goes on to the items. */
  onLoaded: () => void;
}

/**
 * Step 1 of the wizard: the WZ note by its number, or by an order (one note: loaded at once; more:
 * the customer chooses one). A refused number leaves the server's message and no document (spec §8).
 */
export function useDocumentLookup({ complaintType, dispatch, onLoaded }: DocumentLookupOptions) {
  const { t } = useTranslation('account');
  const [choosingOrder, setChoosingOrder] = useState<ComplaintOrder | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const { mutateAsync: lookUp, mutation: lookup } = useCustomMutation<ComplaintDocumentResponse & Record<string, unknown>, HttpError>();

  const loadDocument = async (documentNumber: string) => {
    if (!complaintType) return;
    setChoosingOrder(null);
    setLookupError(null);
    try {
      const response = await lookUp({
        url: '',
        method: 'post',
        values: { documentNumber, complaintType },
        meta: { resource: COMPLAINT_DOCUMENTS_RESOURCE, action: 'load' },
        successNotification: false,
        errorNotification: false,
      });
      dispatch({ type: 'documentLoaded', document: (response.data as ComplaintDocumentResponse).document });
      onLoaded();
    } catch (error) {
      // Spec §8: the server's message, the document cleared (step 1).
      dispatch({ type: 'documentLookupFailed' });
      setLookupError(messageOf(error, t('complaints.wizard.document.lookupFailed')));
    }
  };
  const chooseOrder = (order: ComplaintOrder) => {
    dispatch({ type: 'orderChosen', order });
    setLookupError(null);
    if (order.documents.length === 1) void loadDocument(order.documents[0].number);
    else setChoosingOrder(order);
  };

  return { loading: lookup.isPending, lookupError, setLookupError, choosingOrder, setChoosingOrder, loadDocument, chooseOrder };
}
