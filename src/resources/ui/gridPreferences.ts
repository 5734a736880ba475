/**
 * What a user chose in an account grid's toolbar — the columns he hides and the rows' density — kept
 * in the browser per user and per list, so that the next visit shows the list as he left it and
 * another user signing in on the same browser starts from the list's own columns.
 */
import type { GridColumnVisibilityModel, GridDensity } from '@mui/x-data-grid';

export interface GridPreferences {
  columns: GridColumnVisibilityModel;
  density: GridDensity;
}

export const DEFAULT_GRID_PREFERENCES: GridPreferences = { columns: {}, density: 'compact' };

const DENSITIES: readonly GridDensity[] = ['compact', 'standard', 'comfortable'];

/** The storage key of a user's choices for a list, e.g. "spinacz.grid.42.orders"; none without a user. */
export function gridPreferencesKey(userId: number | string | null | undefined, list: string): string | null {
  if (userId === null || userId === undefined || userId === '') return null;
  return `spinacz.grid.${String(userId)}.${list}`;
}

/** Stored text → the choices; anything unreadable or of another shape falls back to the list's defaults. */
export function parseGridPreferences(text: string | null): GridPreferences {
  if (!text) return DEFAULT_GRID_PREFERENCES;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return DEFAULT_GRID_PREFERENCES;
  }
  if (!data || typeof data !== 'object') return DEFAULT_GRID_PREFERENCES;
  const { columns, density } = data as { columns?: unknown; density?: unknown };
  const model: GridColumnVisibilityModel = {};
  if (columns && typeof columns === 'object' && !Array.isArray(columns)) {
    for (const [field, visible] of Object.entries(columns)) if (typeof visible === 'boolean') model[field] = visible;
  }
  return { columns: model, density: DENSITIES.includes(density as GridDensity) ? (density as GridDensity) : DEFAULT_GRID_PREFERENCES.density };
}

/**
 * The columns the grid shows: the list's secondary columns start hidden (so that the number, date,
 * status, amount and actions fit the screen without scrolling sideways), the user's choice shows or
 * hides any column, and what the list itself hides (on a phone) wins over both.
 */
export function visibleColumnsModel(
  chosen: GridColumnVisibilityModel,
  fixed: GridColumnVisibilityModel | undefined,
  secondary: readonly string[] = [],
): GridColumnVisibilityModel {
  const hidden = Object.fromEntries(Object.entries(fixed ?? {}).filter(([, visible]) => !visible));
  const byDefault = Object.fromEntries(secondary.map((field) => [field, false]));
  return { ...byDefault, ...chosen, ...hidden };
}

/** The user's choices from the browser (the defaults where storage is unavailable or holds nothing). */
export function readGridPreferences(key: string | null): GridPreferences {
  if (!key) return DEFAULT_GRID_PREFERENCES;
  try {
    return parseGridPreferences(window.localStorage.getItem(key));
  } catch {
    return DEFAULT_GRID_PREFERENCES;
  }
}

/** Keeps the user's choices; a browser that refuses storage just forgets them. */
export function writeGridPreferences(key: string | null, preferences: GridPreferences): void {
  if (!key) return;
  try {
    window.localStorage.setItem(key, JSON.stringify(preferences));
  } catch {
    // Private mode or a full storage: the choice holds for this visit only.
  }
}
