import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { serverMessageOr } from '../../../api/ApiError';
import { getAccountSwitchInfo } from '../../../generated/api/account/account';
import type { OtherAccount } from '../../../generated/model';
import { useSession } from '../../../session';
import controls from '../../../ui/controls.module.css';
import { LoadingButton } from '../../../ui/LoadingButton';
import { loadCompanyTexts, useCompanyTexts } from '../../company/companyTexts';
import { switchCompany } from '../../company/switchCompany';
import classes from './CompanySelector.module.css';

/**
 * "Firma" / "Wybierz firme" (spec §2, §4, §6): the other companies of the user and "Zmień firmę".
 * Choosing alone changes nothing (a keyboard user walks the options safely); the button asks the
 * server what the switch means: no decision needed → the switch happens at once with "nothing";
 * otherwise the decision dialog (loaded on first use) asks what to do with the cart. The page then
 * reloads in the new company (its message, that prices now follow it, is shown there). Under the
 * selector: prices may change with the company. A failure is said under the selector.
 */
export function CompanySelector({ accounts }: { accounts: OtherAccount[] }) {
  const { t } = useTranslation(['layout', 'company']);
  const textsReady = useCompanyTexts();
  const { showNetPrices } = useSession();
  const id = useId();
  const errorId = useId();
  const hintId = useId();
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const userId = Number(chosen);
    if (!userId || busy) return;
    setBusy(true);
    setError(null);
    try {
      const [info] = await Promise.all([getAccountSwitchInfo(userId), loadCompanyTexts()]);
      if (!info.isDecisionNeeded) {
        await switchCompany(userId, 'nothing');
        return; // the page reloads
      }
      const { openSwitchAccountDialog } = await import('../../company/SwitchAccountDialog');
      openSwitchAccountDialog(userId, info, showNetPrices);
      setBusy(false);
    } catch (failure) {
      await loadCompanyTexts().catch(() => undefined);
      setError(serverMessageOr(failure, t('company:switchFailed')));
      setBusy(false);
    }
  };

  return (
    <form className={classes.field} onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className={classes.label}>
        {t('company.label')}
      </label>
      <div className={classes.row}>
        <select
          id={id}
          value={chosen}
          disabled={busy}
          aria-describedby={error ? errorId : textsReady ? hintId : undefined}
          onChange={(event) => {
            setChosen(event.target.value);
            setError(null);
          }}
          className={classes.select}
        >
          <option value="">{t('company.placeholder')}</option>
          {accounts.map((account) => (
            <option key={account.userId} value={account.userId}>
              {account.companyUserCanSwitchTo.name}
            </option>
          ))}
        </select>
        {textsReady ? (
          <LoadingButton className={`${controls.contained} ${classes.switch}`} loading={busy} disabled={!chosen}>
            {t('company:selector.switch')}
          </LoadingButton>
        ) : null}
      </div>
      {textsReady ? (
        <p id={hintId} className={classes.hint}>
          {t('company:selector.pricesHint')}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={classes.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
