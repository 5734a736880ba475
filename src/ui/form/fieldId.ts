/** The id of a form's field, from its name ("levels.0.approverId" → "field-levels-0-approverId"). */
export const fieldId = (name: string): string => `field-${name.replace(/\./g, '-')}`;
