import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { isAllowedHookUrl, ociCartFields } from '../../domain/oci';
import type { CartItem } from '../../generated/model';
import { useSettings } from '../layout/useSettings';

export interface PunchOutReturn {
  hookUrl: string;
  target: string | null;
}

/**
 * Where a punch-out session's cart goes back (spec §3 isPunchOutMode, OCI HOOK_URL and ~TARGET);
 * null outside punch-out mode. The address is checked once more here: it becomes a form's action.
 */
export function usePunchOutReturn(): PunchOutReturn | null {
  const settings = useSettings().data;
  if (!settings?.isPunchOutMode || !settings.punchOutHookUrl || !isAllowedHookUrl(settings.punchOutHookUrl)) return null;
  return { hookUrl: settings.punchOutHookUrl, target: settings.punchOutTarget ?? null };
}

/**
 * "Przenieś do systemu zakupowego": the cart as an OCI form (hidden fields, posted
 * application/x-www-form-urlencoded in UTF-8) to the procurement system's HOOK_URL, in the window
 * the call's ~TARGET names. A real form, not a fetch: the browser leaves the shop for the
 * procurement system with the cart, as OCI expects.
 */
export function OciCartForm({ items, punchOut, buttonClassName }: { items: readonly CartItem[]; punchOut: PunchOutReturn; buttonClassName: string }) {
  const { t } = useTranslation('cart');
  const depositLabel = t('punchOut.depositLine');
  const fields = useMemo(() => ociCartFields(items, { target: punchOut.target, today: new Date(), depositLabel }), [items, punchOut.target, depositLabel]);
  return (
    <form method="post" action={punchOut.hookUrl} target={punchOut.target || '_self'} encType="application/x-www-form-urlencoded" acceptCharset="UTF-8">
      {fields.map(([name, value], index) => (
        <input key={`${index}:${name}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClassName}>
        {t('punchOut.transfer')}
      </button>
    </form>
  );
}
