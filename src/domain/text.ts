/** Product names in toasts are shortened to 40 characters (spec §9). */
export const TOAST_NAME_LENGTH = 40;

/** Cuts text to `max` characters, ending with an ellipsis when it was longer. */
export function truncate(text: string, max: number = TOAST_NAME_LENGTH): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}
