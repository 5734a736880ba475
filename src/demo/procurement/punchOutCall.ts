import { localePath, type Locale } from '../../routing/routes';
import { OCI_ENTRY } from '../../domain/oci';
import { DEMO_OCI_HOOK_PATH } from './ociReceived';

/**
 * The OCI call a procurement system makes to open the shop: /punch-out with the catalogue's
 * credentials, the HOOK_URL the cart comes back to and ~TARGET=_top (the cart form leaves any
 * frame). Names are written as OCI spells them; values are URL-encoded.
 */
export function punchOutCallUrl({ origin, locale, username, password }: { origin: string; locale: Locale; username: string; password: string }): string {
  const parameters: [string, string][] = [
    [OCI_ENTRY.username, username],
    [OCI_ENTRY.password, password],
    [OCI_ENTRY.hookUrl, `${origin}${DEMO_OCI_HOOK_PATH}`],
    [OCI_ENTRY.target, '_top'],
  ];
  return `${origin}${localePath('punch-out', {}, undefined, locale)}?${parameters.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}
