/** Polish messages for zod's validation issues, naming the field as the client sent it. */
import { quantityMaximumMessage } from '../../domain/orderPolicy';
import { plural } from '../db/text';

export const TYPE_NAMES: Record<string, string> = {
  number: 'liczba', string: 'tekst', boolean: 'wartość logiczna (true/false)', array: 'lista', object: 'obiekt', int: 'liczba całkowita',
};

/** Field name as the client sent it: `filters.status.0` → `filters[status][0]`. */
export function fieldName(path: PropertyKey[]): string {
  if (!path.length) return 'body';
  const [head, ...rest] = path.map(String);
  return head + rest.map((part) => `[${part}]`).join('');
}

export interface Issue { code: string; path: PropertyKey[]; expected?: string; minimum?: number | bigint; maximum?: number | bigint; origin?: string; values?: unknown[]; input?: unknown; keys?: string[] }

const characters = (count: number | bigint | undefined) => `${count} ${plural(Number(count), 'znak', 'znaki', 'znaków')}`;
const elements = (count: number | bigint | undefined) => `${count} ${plural(Number(count), 'element', 'elementy', 'elementów')}`;

const isQuantityPath = (path: PropertyKey[]): boolean => String(path[path.length - 1] ?? '') === 'quantity';

/** A Polish message naming the field, for the first zod issue. */
export function polishIssueMessage(issue: Issue): string {
  const field = `„${fieldName(issue.path)}”`;
  switch (issue.code) {
    case 'invalid_type':
      if (!('input' in issue) || issue.input === undefined) return `Pole ${field} jest wymagane.`;
      return `Pole ${field} ma nieprawidłowy typ – oczekiwano: ${TYPE_NAMES[issue.expected ?? ''] ?? issue.expected}.`;
    case 'too_small':
      return issue.origin === 'string'
        ? `Pole ${field} musi mieć co najmniej ${characters(issue.minimum)}.`
        : issue.origin === 'array'
          ? `Pole ${field} musi zawierać co najmniej ${elements(issue.minimum)}.`
          : `Pole ${field} musi mieć wartość co najmniej ${issue.minimum}.`;
    case 'too_big':
      // A quantity over the maximum is a sentence a shopper reads (the order policy's quantity rule), not a field's name.
      if (isQuantityPath(issue.path) && issue.origin !== 'string' && issue.origin !== 'array') return quantityMaximumMessage();
      return issue.origin === 'string'
        ? `Pole ${field} może mieć najwyżej ${characters(issue.maximum)}.`
        : issue.origin === 'array'
          ? `Pole ${field} może zawierać najwyżej ${elements(issue.maximum)}.`
          : `Pole ${field} może mieć wartość najwyżej ${issue.maximum}.`;
    case 'invalid_value':
      return `Pole ${field} ma niedozwoloną wartość. Dozwolone: ${(issue.values ?? []).map(String).join(', ')}.`;
    case 'invalid_union':
      return `Pole ${field} ma niedozwoloną wartość.`;
    case 'invalid_format':
      return `Pole ${field} ma nieprawidłowy format.`;
    case 'unrecognized_keys':
      return `Nieznane pola: ${(issue.keys ?? []).join(', ')}.`;
    default:
      return `Pole ${field} ma nieprawidłową wartość.`;
  }
}
