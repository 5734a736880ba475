import { useState } from 'react';
import { useSession } from '../../session';
import { gridPreferencesKey, readGridPreferences, writeGridPreferences, type GridPreferences } from './gridPreferences';

/**
 * The signed-in user's choices for one account list (columns, density), read from and kept in the
 * browser; the grid on a wider screen and the cards on a phone share them.
 */
export function useListPreferences(list: string): { preferences: GridPreferences; choose: (change: Partial<GridPreferences>) => void } {
  const userId = useSession().currentUser?.user.id;
  const key = gridPreferencesKey(userId, list);
  const [stored, setStored] = useState<{ key: string | null; value: GridPreferences }>(() => ({ key, value: readGridPreferences(key) }));
  // Another user on the same browser (or the first render before the session came) reads his own choices.
  const preferences = stored.key === key ? stored.value : readGridPreferences(key);
  if (stored.key !== key) setStored({ key, value: preferences });
  const choose = (change: Partial<GridPreferences>) => {
    const value = { ...preferences, ...change };
    writeGridPreferences(key, value);
    setStored({ key, value });
  };
  return { preferences, choose };
}
