import { keepPreviousData } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { isApiError } from '../../api/ApiError';
import { localePath } from '../../routing/routes';
import { usePageMeta } from '../../routing/seo/usePageMeta';
import { useGetCheckout, useGetCheckoutWithRegistration } from '../../generated/api/checkout/checkout';
import { isOnlyData } from '../../domain/permissions';
import { useSession } from '../../session';
import { OnlyDataCheckout } from '../cart/OnlyDataCheckout';
import { useCartInsteadOfCheckout } from '../punch-out/useCartInsteadOfCheckout';
import controls from '../../ui/controls.module.css';
import { LinkBehavior } from '../../ui/LinkBehavior';
import { Spinner } from '../../ui/Spinner';
import { AccountCheckoutForm } from './AccountCheckoutForm';
import classes from './Checkout.module.css';
import { restoreDraft } from './checkoutDraft';
import { GuestCheckoutForm } from './GuestCheckoutForm';

/** Checkout /proces-zamowienia: the anonymous or the logged-in form beside the order summary. */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { status, isLoggedIn, currentUser, showNetPrices } = useSession();
  const backToCart = useCartInsteadOfCheckout();
  usePageMeta({ title: t('title'), description: t('description'), noindex: true });
  if (backToCart) return null;
  // The data-only role (spec §6) does not order: the checkout says so and leads back to the cart.
  if (isOnlyData(currentUser)) return <OnlyDataCheckout />;
  const ready = status === 'ready';
  return (
    <div className={classes.page}>
      <div className={classes.heading}>
        <h1 className={classes.title}>{t('title')}</h1>
        <Steps />
      </div>
      {!ready ? (
        <Loading />
      ) : isLoggedIn ? (
        <AccountCheckout showNetPrices={showNetPrices} subscribedToNewsletter={currentUser?.acl.subscribedToNewsletter ?? false} />
      ) : (
        <GuestCheckout showNetPrices={showNetPrices} />
      )}
    </div>
  );
}

/** Spec §4: checkout's default step is 3 — the cart is behind, the buyer's data now, the confirmation next. */
function Steps() {
  const { t } = useTranslation('checkout');
  return (
    <ol className={classes.steps} aria-label={t('steps.label')}>
      <li className={classes.step}>
        <LinkBehavior href={localePath('cart')} className={classes.link}>
          {t('steps.cart')}
        </LinkBehavior>
      </li>
      <li className={classes.currentStep} aria-current="step">
        {t('steps.details')}
      </li>
      <li className={classes.step}>{t('steps.confirmation')}</li>
    </ol>
  );
}

function GuestCheckout({ showNetPrices }: { showNetPrices: boolean }) {
  const query = useGetCheckoutWithRegistration({ query: { staleTime: 0 } });
  const shown = useShownInTransition(query.data !== undefined);
  if (query.error) return <LoadError error={query.error} retry={() => void query.refetch()} />;
  if (!query.data || !shown) return <Loading />;
  if (!query.data.shoppingCart.items.length) return <EmptyCart />;
  return <GuestCheckoutForm data={query.data} showNetPrices={showNetPrices} />;
}

function AccountCheckout({ showNetPrices, subscribedToNewsletter }: { showNetPrices: boolean; subscribedToNewsletter: boolean }) {
  // A cost centre chosen before a reload is asked for again (limits and addresses depend on it).
  const [costCenterId, setCostCenterId] = useState<number | null>(() => Number(restoreDraft('account', { costCenterId: '' }).costCenterId) || null);
  const query = useGetCheckout(costCenterId ? { costCenterId } : undefined, { query: { staleTime: 0, placeholderData: keepPreviousData } });
  // A centre chosen before that is no longer hers (archived, or taken from her) is forgotten: the checkout is asked for again with her default.
  const centreGone = costCenterId !== null && isApiError(query.error) && query.error.status === 400 && (query.error.body as { field?: unknown } | null)?.field === 'costCenterId';
  useEffect(() => {
    if (centreGone) setCostCenterId(null);
  }, [centreGone]);
  const shown = useShownInTransition(query.data !== undefined);
  if (centreGone) return <Loading />;
  if (query.error) return <LoadError error={query.error} retry={() => void query.refetch()} />;
  if (!query.data || !shown) return <Loading />;
  if (!query.data.shoppingCart.items.length) return <EmptyCart />;
  return <AccountCheckoutForm data={query.data} showNetPrices={showNetPrices} subscribedToNewsletter={subscribedToNewsletter} onCostCentreChange={setCostCenterId} />;
}

/**
 * The checkout's form is the page's biggest render: when its data arrives, it first shows in a
 * transition, which React renders in slices between which the browser stays responsive, not in
 * one long task (a data answer's update is urgent). Later answers update it at once.
 */
function useShownInTransition(hasData: boolean): boolean {
  return useDeferredValue(hasData);
}

function Loading() {
  const { t } = useTranslation('checkout');
  return (
    <div className={classes.loading}>
      <Spinner aria-label={t('loading')} />
    </div>
  );
}

function EmptyCart() {
  const { t } = useTranslation('checkout');
  return (
    <div className={classes.empty}>
      <h2 className={classes.sectionTitle}>{t('empty.title')}</h2>
      <p>{t('empty.text')}</p>
      <LinkBehavior href={localePath('home')} className={`${controls.button} ${controls.contained}`}>
        {t('empty.action')}
      </LinkBehavior>
    </div>
  );
}

function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <div className={classes.empty} role="alert">
      <h2 className={classes.sectionTitle}>{t('errors.loadTitle')}</h2>
      <p>{isApiError(error) && error.message && error.code !== 'NETWORK' ? error.message : t('errors.loadText')}</p>
      <button type="button" className={`${controls.button} ${controls.contained}`} onClick={retry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
