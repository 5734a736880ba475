/**
 * "Poproś o ofertę na te produkty" (the cart of a company user): the offer request with the cart's
 * lines and quantities, what the buyer writes and how to reach her (src/domain/offerRequest.ts, the
 * rules the demo API checks too). Loaded only when asked for, so the cart page stays light.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { createOfferRequest } from '../../generated/api/content-and-reports/content-and-reports';
import type { CartItem } from '../../generated/model';
import { offerRequestProblems, type OfferRequestProblem } from '../../domain/offerRequest';
import { quantityWithUnit } from '../../domain/quantityWithUnit';
import { localePath } from '../../routing/routes';
import controls from '../../ui/controls.module.css';
import { LoadingButton } from '../../ui/LoadingButton';
import { closeModal, openModal } from '../../ui/modal/modalStore';
import { showToast } from '../../ui/toasts/toastStore';
import i18n from '../../i18n';
import classes from './OfferRequestFromCart.module.css';

type Field = OfferRequestProblem['field'];

function OfferRequestForm({ items, onDone }: { items: readonly CartItem[]; onDone: () => void }) {
  const { t, i18n: texts } = useTranslation('cart');
  const locale = texts.language === 'en' ? 'en' : 'pl';
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ message: t('offerRequest.defaultMessage'), contactEmail: '', contactPhone: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: Field, value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = offerRequestProblems(values);
    setProblems(Object.fromEntries(found.map((problem) => [problem.field, problem.message])));
    setFailure(null);
    if (found.length) {
      document.getElementById(`${id}-${found[0].field}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const response = await createOfferRequest({
        message: values.message.trim(),
        products: items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
        ...(values.contactEmail.trim() ? { contactEmail: values.contactEmail.trim() } : {}),
        ...(values.contactPhone.trim() ? { contactPhone: values.contactPhone.trim() } : {}),
      });
      showToast({ message: response.message || t('offerRequest.sent'), link: { href: localePath('dashboard-offers'), label: t('offerRequest.toOffers') } });
      onDone();
    } catch (error) {
      const problem = error as { message?: string; body?: { field?: string } };
      const field = problem.body?.field as Field | undefined;
      if (field && field in values) setProblems({ [field]: problem.message });
      else setFailure(problem.message || t('offerRequest.failed'));
    } finally {
      setBusy(false);
    }
  };

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    value: values[field],
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? `${id}-${field}-error` : undefined,
  });
  const error = (field: Field) =>
    problems[field] ? (
      <p id={`${id}-${field}-error`} className={classes.error}>
        {problems[field]}
      </p>
    ) : null;

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={classes.lead}>{t('offerRequest.lead', { count: items.length })}</p>
      <ul className={classes.lines} aria-label={t('offerRequest.linesLabel')}>
        {items.map((item) => (
          <li key={item.productId}>{`${item.name} – ${quantityWithUnit(item.quantity, item.uom, locale)}`}</li>
        ))}
      </ul>
      <div>
        <label htmlFor={`${id}-message`} className={classes.label}>
          {t('offerRequest.message')}
        </label>
        <textarea {...fieldProps('message')} className={classes.textarea} onChange={(event) => set('message', event.target.value)} />
        {error('message')}
      </div>
      <div className={classes.contacts}>
        <div>
          <label htmlFor={`${id}-contactEmail`} className={classes.label}>
            {t('offerRequest.contactEmail')}
          </label>
          <input {...fieldProps('contactEmail')} type="email" autoComplete="email" className={classes.input} onChange={(event) => set('contactEmail', event.target.value)} />
          {error('contactEmail')}
        </div>
        <div>
          <label htmlFor={`${id}-contactPhone`} className={classes.label}>
            {t('offerRequest.contactPhone')}
          </label>
          <input {...fieldProps('contactPhone')} type="tel" autoComplete="tel" className={classes.input} onChange={(event) => set('contactPhone', event.target.value)} />
          {error('contactPhone')}
        </div>
      </div>
      {failure ? (
        <p role="alert" className={classes.error}>
          {failure}
        </p>
      ) : null}
      <div className={classes.actions}>
        <button type="button" className={controls.text} onClick={onDone} disabled={busy}>
          {t('actions.cancel')}
        </button>
        <LoadingButton className={controls.contained} loading={busy}>
          {t('offerRequest.submit')}
        </LoadingButton>
      </div>
    </form>
  );
}

/** Opens the request with the cart's lines on the modal stack. */
export function askForOfferFromCart(items: readonly CartItem[]): void {
  const modalId = openModal({
    title: i18n.t('cart:offerRequest.title'),
    wide: true,
    content: <OfferRequestForm items={items} onDone={() => closeModal(modalId)} />,
  });
}
