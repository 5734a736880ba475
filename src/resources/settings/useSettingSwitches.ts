import { useCallback, useState } from 'react';
import { useCustomMutation, type HttpError } from '@refinedev/core';
import { useTranslation } from '../../i18n/useTranslation';
import { settingSwitches, settingValue, type AccountSettingKey, type SettingSwitch } from '../../domain/accountSettings';
import type { UserSetting } from '../../generated/model';
import { refreshCurrentUser, useSession } from '../../session';
import { refreshPricedQueries } from '../../session/switchNetPrices';
import { showToast } from '../../ui/toasts/toastStore';
import { USER_SETTINGS_RESOURCE } from './settingsResource';

export interface SwitchRow extends SettingSwitch {
  /** Its change is being saved: the switch shows the new state meanwhile. */
  saving: boolean;
}

/** A switch whose change failed: it is back at its old state and the page says why. */
export interface SwitchFailure {
  key: AccountSettingKey;
  /** The server's reason, when it gave one. */
  reason: string | null;
}

/**
 * The settings page's switches: each change is saved at once (PATCH users/current/settings/{id})
 * and shown meanwhile; then the session's user is read again, so the acl flags and the prices
 * everywhere follow (listings priced by the server are fetched again after a net-price change).
 * A failed save puts the switch back and names the failure.
 */
export function useSettingSwitches() {
  const { t } = useTranslation('account');
  const current = useSession().currentUser;
  const [pending, setPending] = useState<Partial<Record<AccountSettingKey, boolean>>>({});
  const [failure, setFailure] = useState<SwitchFailure | null>(null);
  const { mutateAsync } = useCustomMutation<UserSetting & Record<string, unknown>, HttpError>();

  const rows: SwitchRow[] = current
    ? settingSwitches(current).map((row) => ({ ...row, checked: pending[row.key] ?? row.checked, saving: pending[row.key] !== undefined }))
    : [];

  const change = useCallback(
    async (row: SettingSwitch, checked: boolean) => {
      setFailure(null);
      setPending((state) => ({ ...state, [row.key]: checked }));
      try {
        await mutateAsync({
          url: '',
          method: 'patch',
          values: { newValue: settingValue(checked) },
          meta: { resource: USER_SETTINGS_RESOURCE, action: 'set', id: row.id },
          successNotification: false,
          errorNotification: false,
        });
        // The saved value is the server's now; reading the user again brings the acl (and prices) along.
        await refreshCurrentUser().catch(() => undefined);
        if (row.key === 'netPrices') refreshPricedQueries();
        showToast({ message: t('settings.saved', { name: t(`settings.switches.${row.key}.label`) }) });
      } catch (error) {
        const reason = (error as HttpError | undefined)?.statusCode && (error as HttpError).statusCode < 500 ? (error as HttpError).message : null;
        setFailure({ key: row.key, reason: reason || null });
      } finally {
        setPending((state) => {
          const next = { ...state };
          delete next[row.key];
          return next;
        });
      }
    },
    [mutateAsync, t],
  );

  return { rows, change, failure, dismissFailure: () => setFailure(null) };
}
