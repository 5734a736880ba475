import { describe, expect, it } from 'vitest';
import { POLISH_FORM_MESSAGES } from '../../ui/form/addressSchema';
import { companyUserInput, companyUserSchema, EMPTY_COMPANY_USER, type CompanyUserFormValues } from './companyUserForm';

const ENGLISH = {
  ...POLISH_FORM_MESSAGES,
  required: 'This field is required.',
  email: 'Enter a valid e-mail address.',
  phone: 'Invalid phone number.',
  maxLength: (length: number) => `At most ${length} characters.`,
  role: 'Choose the user\'s role.',
};
const errors = (values: CompanyUserFormValues, messages = { ...POLISH_FORM_MESSAGES, role: 'Wybierz rolę użytkownika.' }) => {
  const result = companyUserSchema(messages).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
const VALID: CompanyUserFormValues = { firstName: 'Ewa', lastName: 'Nowak', email: 'ewa.nowak@firma.demo', phone1: '', roleId: '2', costCenterIds: [] };

describe('the add company user form', () => {
  it('gives the domain\'s messages (spec §5) at their fields, in the form\'s order', () => {
    expect(errors(EMPTY_COMPANY_USER)).toEqual({
      firstName: 'To pole jest wymagane.', lastName: 'To pole jest wymagane.', email: 'To pole jest wymagane.', roleId: 'Wybierz rolę użytkownika.',
    });
    expect(errors({ ...VALID, email: 'ewa@', phone1: '+48 601' })).toEqual({ email: 'Wprowadź poprawny adres e-mail.', phone1: 'Niepoprawny numer telefonu.' });
    expect(errors(VALID)).toEqual({});
  });

  it('says the same in English on an English page', () => {
    expect(errors({ ...EMPTY_COMPANY_USER, firstName: 'x'.repeat(101), email: 'ewa@' }, ENGLISH)).toEqual({
      firstName: 'At most 100 characters.', lastName: 'This field is required.', email: 'Enter a valid e-mail address.', roleId: 'Choose the user\'s role.',
    });
  });

  it('sends the role as a number, the phone and cost centres only when given', () => {
    expect(companyUserInput({ ...VALID, firstName: ' Ewa ' })).toEqual({ firstName: 'Ewa', lastName: 'Nowak', email: 'ewa.nowak@firma.demo', roleId: 2 });
    expect(companyUserInput({ ...VALID, phone1: ' +48 601 234 567 ', costCenterIds: [12, 13] })).toEqual({
      firstName: 'Ewa', lastName: 'Nowak', email: 'ewa.nowak@firma.demo', roleId: 2, phone1: '+48 601 234 567', costCenterIds: [12, 13],
    });
  });
});
