import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useCreate, useCustomMutation, useInvalidate, type HttpError } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import {
  complaintRequest, complaintWizardReducer, INITIAL_COMPLAINT_WIZARD, itemsToSubmit, type ComplaintWizardState, type ComplaintWizardStep,
} from '../../../domain/complaints';
import type { ComplaintDocumentResponse, ComplaintOrder, ComplaintResult, ComplaintType } from '../../../generated/model';
import { getGetNotificationsQueryKey } from '../../../generated/api/account/account';
import { useLocale } from '../../../routing/routes';
import { usePageMeta } from '../../../routing/seo/usePageMeta';
import { useSession } from '../../../session';
import { messageOf } from '../../orders/orderMessages';
import { useFormMessages } from '../../ui/useFormMessages';
import { complaintListHref, useComplaintsEmbedded } from '../complaintLinks';
import { COMPLAINT_DOCUMENTS_RESOURCE, COMPLAINT_ORDERS_RESOURCE, COMPLAINTS_RESOURCE } from '../complaintsResource';
import { listKey } from '../complaintTexts';
import { ComplaintConfirmationDialog } from './ComplaintConfirmationDialog';
import { ComplaintDocumentDialog } from './ComplaintDocumentDialog';
import { itemFieldId } from './ComplaintItemCard';
import { contactDefaults, contactFormSchema, type ContactFormValues } from './contactForm';
import { DocumentStep } from './DocumentStep';
import { blockingItems, canOpenSummary } from './itemFields';
import { ItemsStep } from './ItemsStep';
import { refusedField, submitErrorTarget } from './submitError';
import { SummaryStep } from './SummaryStep';
import { TypeStep } from './TypeStep';
import { usePhoneLayout } from '../../ui/usePhoneLayout';
import { NOTIFICATIONS_RESOURCE } from '../../notifications/resource';

/** The failed submission's message: it takes the focus. */
const FAILURE_ID = 'complaint-wizard-failure';
const STEP_KEYS = ['type', 'document', 'items', 'summary'] as const;

interface ComplaintWizardProps {
  /** The type to start with (the list's "new return" / "new complaint"); null: chosen on step 0. */
  initialType: ComplaintType | null;
  /** The list the wizard was opened over (its back link); null: the one embedded list. */
  listType: ComplaintType | null;
  onClose: () => void;
}

const startWith = (type: ComplaintType | null): ComplaintWizardState =>
  type ? complaintWizardReducer(INITIAL_COMPLAINT_WIZARD, { type: 'typeChosen', complaintType: type }) : INITIAL_COMPLAINT_WIZARD;

/**
 * The complaint and return wizard (spec §2: 4 steps, 0 to 3), driven by the domain's reducer: its
 * activeStep (spec §4) is how far the customer may go; `view` is the step on screen, never past it.
 * 0 type → 1 order or document (autocomplete) → 2 items with reason, typical reasons, serial number,
 * device model, amount and files → 3 summary and submit → the confirmation with the complaint numbers.
 */
export default function ComplaintWizard({ initialType, listType, onClose }: ComplaintWizardProps) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const navigate = useNavigate();
  const embedded = useComplaintsEmbedded();
  const session = useSession();
  const narrow = usePhoneLayout();
  const [state, dispatch] = useReducer(complaintWizardReducer, initialType, startWith);
  const [view, setView] = useState<ComplaintWizardStep>(initialType ? 1 : 0);
  const shown = Math.min(view, state.activeStep) as ComplaintWizardStep;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);

  const [choosingOrder, setChoosingOrder] = useState<ComplaintOrder | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  /** A submission that failed altogether (no answer, a server error): the error said, the data kept. */
  const [failure, setFailure] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [triedToContinue, setTriedToContinue] = useState(false);
  const [result, setResult] = useState<{ complaint: ComplaintResult; type: ComplaintType } | null>(null);

  const formMessages = useFormMessages();
  const contactSchema = useMemo(() => contactFormSchema({ email: formMessages.email, phone: formMessages.phone, maxLength: formMessages.maxLength }), [formMessages]);
  const contact = useForm<ContactFormValues>({ resolver: zodResolver(contactSchema), defaultValues: contactDefaults(session.currentUser), mode: 'onTouched' });

  const title = state.complaintType ? t(`complaints.wizard.title.${listKey(state.complaintType)}`) : t('complaints.wizard.title.all');
  usePageMeta({ title, description: t('complaints.wizard.description'), noindex: true });

  // A new step on screen: its heading takes the focus (or the field a refusal or a problem points
  // at), so a keyboard or screen-reader user starts reading there.
  const focusedStep = useRef(shown);
  useEffect(() => {
    if (pendingFocus) {
      document.getElementById(pendingFocus)?.focus();
      setPendingFocus(null);
    } else if (focusedStep.current !== shown) {
      headingRef.current?.focus();
    }
    focusedStep.current = shown;
  }, [shown, pendingFocus]);

  const goTo = (step: ComplaintWizardStep) => {
    setTriedToContinue(false);
    setView(step);
  };

  // --- step 0
  const chooseType = (type: ComplaintType) => {
    setFailure(null);
    setLookupError(null);
    dispatch({ type: 'typeChosen', complaintType: type });
  };

  // --- step 1
  const { mutateAsync: lookUp, mutation: lookup } = useCustomMutation<ComplaintDocumentResponse & Record<string, unknown>, HttpError>();
  const loadDocument = async (documentNumber: string) => {
    if (!state.complaintType) return;
    setChoosingOrder(null);
    setLookupError(null);
    try {
      const response = await lookUp({
        url: '',
        method: 'post',
        values: { documentNumber, complaintType: state.complaintType },
        meta: { resource: COMPLAINT_DOCUMENTS_RESOURCE, action: 'load' },
        successNotification: false,
        errorNotification: false,
      });
      dispatch({ type: 'documentLoaded', document: (response.data as ComplaintDocumentResponse).document });
      setServerErrors({});
      setFormError(null);
      goTo(2);
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

  // --- step 2
  const forgetServerErrors = useCallback((position: number, fields: readonly string[]) => {
    setServerErrors((previous) => {
      const keys = Object.keys(previous).filter((key) => fields.some((field) => key === `${position}.${field}`));
      if (!keys.length) return previous;
      const next = { ...previous };
      for (const key of keys) delete next[key];
      return next;
    });
  }, []);
  const toSummary = () => {
    setTriedToContinue(true);
    const [blocked] = blockingItems(state);
    if (blocked) {
      setPendingFocus(itemFieldId(blocked.position, blocked.field));
      return;
    }
    if (canOpenSummary(state)) goTo(3);
  };

  // --- step 3
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
        setPendingFocus(FAILURE_ID);
        return;
      }
      // A refusal of the input: everything stays, the message stands beside its field.
      const target = submitErrorTarget(refusedField(problem), sent);
      if (target.kind === 'item') {
        setServerErrors({ [`${target.position}.${target.field}`]: problem.message });
        setPendingFocus(itemFieldId(target.position, target.field));
        goTo(2);
      } else if (target.kind === 'contact') {
        contact.setError(target.field, { type: 'server', message: problem.message }, { shouldFocus: true });
      } else {
        setFormError(messageOf(problem, t('complaints.wizard.summary.failed')));
      }
    }
  });

  const finish = () => {
    const filed = result?.type ?? null;
    setResult(null);
    if (!embedded && filed && filed !== listType) void navigate(complaintListHref(filed, false, locale));
    else onClose();
  };
  const another = () => {
    const filed = result?.type ?? null;
    setResult(null);
    dispatch({ type: 'cleared' });
    if (filed) dispatch({ type: 'typeChosen', complaintType: filed });
    contact.reset(contactDefaults(session.currentUser));
    goTo(filed ? 1 : 0);
  };

  const stepLabel = (step: number) => t(`complaints.wizard.steps.${STEP_KEYS[step]}`);
  const back = (
    <Link component="button" type="button" onClick={onClose} sx={{ fontSize: '1.5rem' }}>
      ← {t(`complaints.lists.${listKey(listType)}.back`)}
    </Link>
  );

  let body;
  let actions;
  if (shown === 0) {
    body = <TypeStep value={state.complaintType} onChoose={chooseType} labelledBy={headingId} />;
    actions = (
      <Button key="next" variant="contained" onClick={() => goTo(1)} disabled={state.activeStep < 1}>
        {t('complaints.wizard.next')}
      </Button>
    );
  } else if (shown === 1 && state.complaintType) {
    body = (
      <DocumentStep
        complaintType={state.complaintType}
        loaded={state.document}
        loading={lookup.isPending}
        lookupError={lookupError}
        onLoad={(number) => void loadDocument(number)}
        onOrderChosen={chooseOrder}
      />
    );
    actions = state.document ? (
      <Button key="continue" variant="contained" onClick={() => goTo(2)}>
        {t('complaints.wizard.continueWith', { number: state.document.number })}
      </Button>
    ) : null;
  } else if (shown === 2 && state.document) {
    const document = state.document;
    body = (
      <ItemsStep
        state={{ ...state, document }}
        dispatch={dispatch}
        serverErrors={serverErrors}
        onFieldEdited={forgetServerErrors}
        showAllProblems={triedToContinue}
        blockedMessage={triedToContinue && state.activeStep < 3 && blockingItems(state).length === 0 ? t('complaints.wizard.items.noItems') : null}
      />
    );
    actions = (
      <Button key="to-summary" variant="contained" onClick={toSummary}>
        {t('complaints.wizard.toSummary')}
      </Button>
    );
  } else if (shown === 3 && state.document) {
    const document = state.document;
    body = <SummaryStep state={{ ...state, document }} contact={contact} showNetPrices={session.showNetPrices} formError={formError} />;
    actions = (
      // Its own key: the click on "to the summary" must not land on this button as a submit when React reuses the element.
      <Button
        key="submit"
        type="submit"
        variant="contained"
        size="large"
        disabled={creating.isPending}
        startIcon={creating.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {creating.isPending ? t('complaints.wizard.summary.submitting') : t('complaints.wizard.summary.submit')}
      </Button>
    );
  }

  return (
    <Box component="section" aria-labelledby="complaint-wizard-title">
      <Box sx={{ mb: 1 }}>{back}</Box>
      <Typography id="complaint-wizard-title" variant="h1" sx={{ fontSize: { xs: '2.4rem', md: '2.8rem' }, fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {failure ? (
        <Alert id={FAILURE_ID} tabIndex={-1} severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      {narrow ? (
        <Typography color="text.secondary" sx={{ mb: 1.5, fontWeight: 600 }}>
          {t('complaints.wizard.stepOf', { current: shown + 1, total: STEP_KEYS.length })}
        </Typography>
      ) : (
        <Stepper activeStep={shown} aria-label={t('complaints.wizard.stepperLabel')} component="ol" sx={{ mb: 3, p: 0, listStyle: 'none' }}>
          {STEP_KEYS.map((key, step) => (
            <Step key={key} component="li" completed={step < shown} aria-current={step === shown ? 'step' : undefined}>
              <StepLabel>{stepLabel(step)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      <Paper
        component="form"
        variant="outlined"
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          if (shown === 3) void submit(event);
        }}
        sx={{ p: { xs: 1.5, sm: 2.5, md: 3 } }}
      >
        <Typography id={headingId} ref={headingRef} tabIndex={-1} variant="h2" sx={{ fontSize: '2rem', fontWeight: 700, mb: 2, outline: 'none' }}>
          {shown === 2 && state.document
            ? t('complaints.wizard.items.heading', { number: state.document.number })
            : t(`complaints.wizard.headings.${STEP_KEYS[shown]}`)}
        </Typography>
        {body}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1.5, flexWrap: 'wrap-reverse', mt: 3 }}>
          {shown > 0 ? (
            <Button variant="text" onClick={() => goTo((shown - 1) as ComplaintWizardStep)}>
              {t('complaints.wizard.previous')}
            </Button>
          ) : (
            <span />
          )}
          {actions}
        </Box>
      </Paper>
      <ComplaintDocumentDialog
        order={choosingOrder}
        complaintType={state.complaintType ?? 'R-nt'}
        onChoose={(number) => void loadDocument(number)}
        onClose={() => setChoosingOrder(null)}
      />
      <ComplaintConfirmationDialog result={result?.complaint ?? null} complaintType={result?.type ?? null} onDone={finish} onAnother={another} />
    </Box>
  );
}
