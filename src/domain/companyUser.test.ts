import { describe, expect, it } from 'vitest';
import { companyRoleName, companyUserProblems, COMPANY_ROLES } from './companyUser';

const VALID = { firstName: 'Ewa', lastName: 'Nowak', email: 'ewa.nowak@firma.pl', roleId: 2 };

describe('companyUserProblems', () => {
  it('passes a complete form, with or without a phone', () => {
    expect(companyUserProblems(VALID)).toEqual([]);
    expect(companyUserProblems({ ...VALID, phone1: '+48 601 234 567' })).toEqual([]);
    expect(companyUserProblems({ ...VALID, phone1: '601-234-567' })).toEqual([]);
    expect(companyUserProblems({ ...VALID, phone1: '  ' })).toEqual([]);
  });

  it('asks for the names and the e-mail with the §5 required message, in the form order', () => {
    expect(companyUserProblems({ roleId: 1 })).toEqual([
      { field: 'firstName', message: 'To pole jest wymagane.' },
      { field: 'lastName', message: 'To pole jest wymagane.' },
      { field: 'email', message: 'To pole jest wymagane.' },
    ]);
    expect(companyUserProblems({ ...VALID, firstName: '   ' })).toEqual([{ field: 'firstName', message: 'To pole jest wymagane.' }]);
  });

  it('checks the e-mail, the lengths and the phone with the §5 messages', () => {
    expect(companyUserProblems({ ...VALID, email: 'ewa@' })).toEqual([{ field: 'email', message: 'Wprowadź poprawny adres e-mail.' }]);
    expect(companyUserProblems({ ...VALID, lastName: 'x'.repeat(101) })).toEqual([{ field: 'lastName', message: 'Maksymalna ilość znaków to: 100.' }]);
    expect(companyUserProblems({ ...VALID, phone1: '+48 601 234' })).toEqual([{ field: 'phone1', message: 'Niepoprawny numer telefonu.' }]);
    expect(companyUserProblems({ ...VALID, phone1: '601-23-4567' })).toEqual([{ field: 'phone1', message: 'Nieprawidłowy numer telefonu.' }]);
  });

  it('needs one of the company roles', () => {
    for (const roleId of [undefined, 0, 5, '2']) {
      expect(companyUserProblems({ ...VALID, roleId })).toEqual([{ field: 'roleId', message: 'Wybierz rolę użytkownika.' }]);
    }
    expect(COMPANY_ROLES.map((role) => companyRoleName(role.id))).toEqual(['admin', 'buyer', 'approver', 'onlyData']);
  });
});
