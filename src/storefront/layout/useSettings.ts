import { useGetSettings } from '../../generated/api/settings-and-menus/getSettings';
import { useSession } from '../../session';

/** The business variables (spec §3): announcement, free-delivery threshold, punch-out mode. */
export function useSettings() {
  const { status } = useSession();
  return useGetSettings({ query: { enabled: status === 'ready', staleTime: 10 * 60_000 } });
}
