import { useCallback, useId, useMemo, useReducer, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { complaintWizardReducer, INITIAL_COMPLAINT_WIZARD, type ComplaintWizardState, type ComplaintWizardStep } from '../../../domain/complaints';
import type { ComplaintType } from '../../../generated/model';
import { useLocale } from '../../../routing/routes';
import { usePageMeta } from '../../../routing/seo/usePageMeta';
import { useSession } from '../../../session';
import { useFormMessages } from '../../ui/useFormMessages';
import { complaintListHref, useComplaintsEmbedded } from '../complaintLinks';
import { listKey } from '../complaintTexts';
import { ComplaintConfirmationDialog } from './ComplaintConfirmationDialog';
import { ComplaintDocumentDialog } from './ComplaintDocumentDialog';
import { itemFieldId } from './ComplaintItemCard';
import { contactDefaults, contactFormSchema, type ContactFormValues } from './contactForm';
import { DocumentStep } from './DocumentStep';
import { blockingItems, canOpenSummary } from './itemFields';
import { ItemsStep } from './ItemsStep';
import { SummaryStep } from './SummaryStep';
import { TypeStep } from './TypeStep';
import { FAILURE_ID, useComplaintSubmission } from './useComplaintSubmission';
import { useDocumentLookup } from './useDocumentLookup';
import { useStepFocus } from './useStepFocus';
import { STEP_KEYS, WizardProgress } from './WizardProgress';
import { usePhoneLayout } from '../../ui/usePhoneLayout';

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
 * 0 type → 1 order or document (autocomplete, useDocumentLookup) → 2 items with reason, typical
 * reasons, serial number, device model, amount and files → 3 summary and submit
 * (useComplaintSubmission) → the confirmation with the complaint numbers.
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
  const headingId = useId();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [triedToContinue, setTriedToContinue] = useState(false);

  const formMessages = useFormMessages();
  const contactSchema = useMemo(() => contactFormSchema({ email: formMessages.email, phone: formMessages.phone, maxLength: formMessages.maxLength }), [formMessages]);
  const contact = useForm<ContactFormValues>({ resolver: zodResolver(contactSchema), defaultValues: contactDefaults(session.currentUser), mode: 'onTouched' });

  const title = state.complaintType ? t(`complaints.wizard.title.${listKey(state.complaintType)}`) : t('complaints.wizard.title.all');
  usePageMeta({ title, description: t('complaints.wizard.description'), noindex: true });
  const { headingRef, focus } = useStepFocus(shown);

  const goTo = (step: ComplaintWizardStep) => {
    setTriedToContinue(false);
    setView(step);
  };
  const submission = useComplaintSubmission({ state, dispatch, contact, setServerErrors, focus, showItems: () => goTo(2) });
  const { failure, setFailure, formError, setFormError, result, setResult } = submission;
  const lookup = useDocumentLookup({
    complaintType: state.complaintType,
    dispatch,
    onLoaded: () => {
      setServerErrors({});
      setFormError(null);
      goTo(2);
    },
  });

  // --- step 0
  const chooseType = (type: ComplaintType) => {
    setFailure(null);
    lookup.setLookupError(null);
    dispatch({ type: 'typeChosen', complaintType: type });
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
      focus(itemFieldId(blocked.position, blocked.field));
      return;
    }
    if (canOpenSummary(state)) goTo(3);
  };

  // --- after the submission
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
        loading={lookup.loading}
        lookupError={lookup.lookupError}
        onLoad={(number) => void lookup.loadDocument(number)}
        onOrderChosen={lookup.chooseOrder}
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
        disabled={submission.submitting}
        startIcon={submission.submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {submission.submitting ? t('complaints.wizard.summary.submitting') : t('complaints.wizard.summary.submit')}
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
      <WizardProgress shown={shown} narrow={narrow} />
      <Paper
        component="form"
        variant="outlined"
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          if (shown === 3) void submission.submit(event);
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
        order={lookup.choosingOrder}
        complaintType={state.complaintType ?? 'R-nt'}
        onChoose={(number) => void lookup.loadDocument(number)}
        onClose={() => lookup.setChoosingOrder(null)}
      />
      <ComplaintConfirmationDialog result={result?.complaint ?? null} complaintType={result?.type ?? null} onDone={finish} onAnother={another} />
    </Box>
  );
}
