import { useState } from 'react';
import { useCreate, useInvalidate, type HttpError } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/useTranslation';
import { complaintRequest, itemsToSubmit, type ComplaintWizardEvent, type ComplaintWizardState } from '../../../domain/complaints';
import type { ComplaintResult, ComplaintType } from '../../../generated/model';
import { getGetNotificationsQueryKey } from '../../../generated/api/account/account';
import { messageOf } from '../../orders/orderMessages';
import { NOTIFICATIONS_RESOURCE } from '../../notifications/resource';
import { COMPLAINT_DOCUMENTS_RESOURCE, COMPLAINT_ORDERS_RESOURCE, COMPLAINTS_RESOURCE } from '../complaintsResource';
import { itemFieldId } from './ComplaintItemCard';
import type { ContactFormValues } from './contactForm';
import { refusedField, submitErrorTarget } from './submitError';

/** The failed submission's message: it takes the focus. */
export const FAILURE_ID = 'complaint-wizard-failure';

interface SubmissionOptions {
  state: ComplaintWizardState;
  dispatch: (event: ComplaintWizardEvent) => void;
  contact: UseFormReturn<ContactFormValues>;
  /** Refusals of the server beside their item's field, by `<position>.<field>`. */
  setServerErrors: (errors: Record<string, string>) => void;
  /** Moves the focus to an element by its id (after the next render). */
  focus: (id: string) => void;
  /** Back to the items (step 2), where a refused item's field is. */
  showItems: () => void;
}

/**
 * Step 3 of the wizard: sending the complaint or return. Done: the result with its numbers, and what
 * it changes is refetched. Failed altogether (no answer, a server error): the error said, the data
 * kept. Refused (400): the message beside its field, on the items or the contact, else above the form.
 */
export function useComplaintSubmission({ state, dispatch, contact, setServerErrors, focus, showItems }: SubmissionOptions) {
  const { t } = useTranslation('account');
  /** A submission that failed altogether (no answer, a server error): the error said, the data kept. */
  const [failure, setFailure] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<{ complaint: ComplaintResult; type: ComplaintType } | null>(null);
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  const { mutateAsync: create, mutation: creating } = useCreate<ComplaintResult & { id: string }, HttpError>();

  const submit = contact.handleSubmit(async (values) => {
    const body = complaintRequest(state, values);
    if (!body || !state.complaintType) return;
    const sent = itemsToSubmit(state).map((item) => item.position);
    setFormError(null);
    setFailure(null);
    try {
      const response = await create({ resource: COMPLAINTS_RESOURCE, values: body, successNotification: false, errorNotification: false });
      setResult({ complaint: response.data, type: state.complaintType });
      // What may still be complained about has changed; the new notification counts in the menus.
      void invalidate({ resource: COMPLAINT_DOCUMENTS_RESOURCE, invalidates: ['list'] });
      void invalidate({ resource: COMPLAINT_ORDERS_RESOURCE, invalidates: ['list'] });
      void invalidate({ resource: NOTIFICATIONS_RESOURCE, invalidates: ['list'] });
      void queryClient.invalidateQueries({ queryKey: getGetNotificationsQueryKey() });
    } catch (error) {
      const problem = error as HttpError;
      const status = problem.statusCode ?? 0;
      dispatch({ type: 'submitFailed', status });
      if (status !== 400) {
        // The error is raised and everything entered stays on the summary: sending again is one click.
        // The message above the steps takes the focus (the button that failed is far below it).
        setFailure(messageOf(problem, t('complaints.wizard.summary.failed')));
        setServerErrors({});
        focus(FAILURE_ID);
        return;
      }
      // A refusal of the input: everything stays, the message stands beside its field.
      const target = submitErrorTarget(refusedField(problem), sent);
      if (target.kind === 'item') {
        setServerErrors({ [`${target.position}.${target.field}`]: problem.message });
        focus(itemFieldId(target.position, target.field));
        showItems();
      } else if (target.kind === 'contact') {
        contact.setError(target.field, { type: 'server', message: problem.message }, { shouldFocus: true });
      } else {
        setFormError(messageOf(problem, t('complaints.wizard.summary.failed')));
      }
    }
  });

  return { submit, submitting: creating.isPending, failure, setFailure, formError, setFormError, result, setResult };
}
