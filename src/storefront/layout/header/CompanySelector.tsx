import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAccountSwitchInfo, switchAccount } from '../../../generated/api/account/account';
import type { OtherAccount, ShoppingCartDecision } from '../../../generated/model';
import { openModal } from '../../../ui/modal/modalStore';
import classes from './CompanySelector.module.css';

async function switchTo(userId: number, decision: ShoppingCartDecision) {
  await switchAccount(userId, { userDecisionWhatToDoWithShoppingCarts: decision });
  window.location.reload();
}

/**
 * "Firma" / "Wybierz firme" (spec §2, §4): switching asks first what to do with the carts when
 * the server says a decision is needed; otherwise it switches at once ("nothing"), then reloads.
 */
export function CompanySelector({ accounts, currentCompanyName }: { accounts: OtherAccount[]; currentCompanyName?: string | null }) {
  const { t } = useTranslation('layout');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const choose = async (value: string) => {
    const userId = Number(value);
    if (!userId) return;
    setBusy(true);
    try {
      const info = await getAccountSwitchInfo(userId);
      if (!info.isDecisionNeeded) {
        await switchTo(userId, 'nothing');
        return;
      }
      openModal({
        title: t('company.decisionTitle'),
        content: info.message ?? t('company.decisionText'),
        buttons: info.moveCartOptions.map((option, index) => ({
          text: option.label,
          theme: index === 0 ? 'primary' : 'secondary',
          action: () => switchTo(userId, option.value),
        })),
      });
    } catch {
      // silent (spec §8); the selector resets
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {t('company.label')}
      </label>
      <select id={id} value="" disabled={busy} onChange={(event) => void choose(event.target.value)} className={classes.select}>
        <option value="">{currentCompanyName ? `${currentCompanyName} – ${t('company.placeholder')}` : t('company.placeholder')}</option>
        {accounts.map((account) => (
          <option key={account.userId} value={account.userId}>
            {account.companyUserCanSwitchTo.name}
          </option>
        ))}
      </select>
    </div>
  );
}
