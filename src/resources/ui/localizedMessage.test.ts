import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../domain/validation';
import type { FormMessages } from '../../ui/form/useValidationMessages';
import { localizedMessage } from './localizedMessage';

const ENGLISH: FormMessages = {
  required: 'This field is required.',
  email: 'Enter a valid e-mail address.',
  zip: 'Invalid postcode.',
  phone: 'Invalid phone number.',
  phoneDashed: 'Invalid phone number (dashes).',
  taxId: 'Invalid tax number.',
  terms: 'Accept the terms.',
  passwordConfirmation: 'The passwords differ.',
  controlCharacters: 'No control characters.',
  minLength: (length) => `At least ${length} characters.`,
  maxLength: (length) => `At most ${length} characters.`,
};

describe('localizedMessage', () => {
  it('gives the page\'s language for each §5 message of the domain rules', () => {
    expect(localizedMessage(VALIDATION_MESSAGES.required, ENGLISH)).toBe('This field is required.');
    expect(localizedMessage(VALIDATION_MESSAGES.email, ENGLISH)).toBe('Enter a valid e-mail address.');
    expect(localizedMessage(VALIDATION_MESSAGES.phone, ENGLISH)).toBe('Invalid phone number.');
    expect(localizedMessage(VALIDATION_MESSAGES.phoneDashed, ENGLISH)).toBe('Invalid phone number (dashes).');
    expect(localizedMessage(VALIDATION_MESSAGES.controlCharacters, ENGLISH)).toBe('No control characters.');
  });

  it('keeps the number of a length rule', () => {
    expect(localizedMessage(VALIDATION_MESSAGES.maxLength(2000), ENGLISH)).toBe('At most 2000 characters.');
    expect(localizedMessage(VALIDATION_MESSAGES.minLength(8), ENGLISH)).toBe('At least 8 characters.');
  });

  it('takes a rule\'s own text from `own`, and shows an unknown text as it came', () => {
    expect(localizedMessage('Wybierz rolę użytkownika.', ENGLISH, { 'Wybierz rolę użytkownika.': 'Choose a role.' })).toBe('Choose a role.');
    expect(localizedMessage('Coś innego.', ENGLISH)).toBe('Coś innego.');
  });
});
