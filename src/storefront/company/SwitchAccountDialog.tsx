import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { serverMessageOr } from '../../api/ApiError';
import { formatMoney } from '../../domain/price';
import type { AccountInfo, AccountSwitchInfoResponse, ShoppingCartDecision } from '../../generated/model';
import i18n from '../../i18n';
import { createStore, useStore } from '../../session/createStore';
import { openModal } from '../../ui/modal/modalStore';
import classes from './SwitchAccountDialog.module.css';
import { switchCompany } from './switchCompany';

/**
 * The switch-account decision dialog (spec §2, §4): the server's message, that prices may change
 * (the new company's prices apply: negotiated or list), what is in the cart of each company (at
 * each company's prices), the server's cart options (the first chosen), "Zmień firmę" and "Anuluj". It loads
 * with the first switch that needs a decision. A failed switch says so in the dialog, which stays
 * open with the choice made, so the buyer can try again or cancel.
 */
const dialogStore = createStore<{ decision: ShoppingCartDecision; error: string | null }>({ decision: 'nothing', error: null });

function CartSummary({ label, account, showNetPrices }: { label: string; account: AccountInfo; showNetPrices: boolean }) {
  const { t } = useTranslation('company');
  return (
    <div className={classes.account}>
      <p className={classes.caption}>{label}</p>
      <p className={classes.company}>{account.companyName}</p>
      <p className={classes.cart}>
        {account.cartItemsCount
          ? `${t('dialog.products', { count: account.cartItemsCount })} · ${t(showNetPrices ? 'dialog.net' : 'dialog.gross', { amount: formatMoney(account.cartTotal, showNetPrices) })}`
          : t('dialog.emptyCart')}
      </p>
    </div>
  );
}

function DecisionContent({ info, showNetPrices }: { info: AccountSwitchInfoResponse; showNetPrices: boolean }) {
  const { t } = useTranslation(['company', 'layout']);
  const { decision, error } = useStore(dialogStore);
  const questionId = useId();
  return (
    <div className={classes.content}>
      <p className={classes.message}>{info.message ?? t('layout:company.decisionText')}</p>
      {/* A note, not an alert: it is there when the dialog opens (the dialog's alert is a failed switch). */}
      <Alert severity="info" role="note" className={classes.prices}>
        {t('dialog.prices', { company: info.accountToInfo.companyName })}
      </Alert>
      <div className={classes.accounts}>
        <CartSummary label={t('dialog.from')} account={info.accountFromInfo} showNetPrices={showNetPrices} />
        <CartSummary label={t('dialog.to')} account={info.accountToInfo} showNetPrices={showNetPrices} />
      </div>
      <FormControl>
        <FormLabel id={questionId} className={classes.question}>
          {t('dialog.question')}
        </FormLabel>
        <RadioGroup aria-labelledby={questionId} value={decision} onChange={(event) => dialogStore.set({ decision: event.target.value as ShoppingCartDecision, error: null })}>
          {info.moveCartOptions.map((option) => (
            <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
          ))}
        </RadioGroup>
      </FormControl>
      {error ? (
        <Alert severity="error" role="alert" className={classes.error}>
          {error}
        </Alert>
      ) : null}
    </div>
  );
}

/** Opens the dialog for a switch to `userId` that needs a decision (the `company` texts are loaded). */
export function openSwitchAccountDialog(userId: number, info: AccountSwitchInfoResponse, showNetPrices: boolean): void {
  const t = i18n.getFixedT(null, 'company');
  dialogStore.set({ decision: info.moveCartOptions[0]?.value ?? 'nothing', error: null });
  openModal({
    title: i18n.t('layout:company.decisionTitle'),
    content: <DecisionContent info={info} showNetPrices={showNetPrices} />,
    buttons: [
      { text: t('dialog.cancel'), theme: 'secondary' },
      {
        text: t('dialog.confirm'),
        theme: 'primary',
        // Stays open: the page reloads on success, and a failure is shown here.
        keepOpen: true,
        action: async () => {
          try {
            await switchCompany(userId, dialogStore.get().decision);
          } catch (failure) {
            dialogStore.set((state) => ({ ...state, error: serverMessageOr(failure, t('switchFailed')) }));
          }
        },
      },
    ],
  });
}
