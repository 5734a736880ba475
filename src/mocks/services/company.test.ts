import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../domain/validation';
import { demoError, userSession, withFreshDemoState } from '../../../tests/setup/demoState';
import { allCompanies } from '../db/store';
import { issueToken, sessionFromToken } from '../http/auth';
import { companyData } from './checkout';
import { changeCurrentCompany, checkCompanyChange, currentCompany } from './company';

withFreshDemoState();

const admin = () => userSession('akceptant@firma.demo', 1001);
const logisticsAdmin = () => userSession('akceptant@firma.demo', 1002);

describe('the current company', () => {
  it('has its contact data, NIP and registered address', () => {
    expect(currentCompany(userSession('kupiec@firma.demo'))).toEqual({
      company: {
        id: 1001, name: 'Meblomax sp. z o.o.', taxId: '7781456329', isPrivateCustomer: false, hasOffer: true,
        email: 'biuro@meblomax.demo', phone1: '+48 61 852 40 00', eInvoiceEmail: 'faktury@meblomax.demo',
        address: { countryCode: 'PL', streetWithNumber: 'ul. Składowa 12', city: 'Poznań', zip: '61-897' },
      },
      message: null,
    });
    // Meblomax Logistyka's address is still to be completed (the checkout asks for it).
    expect(currentCompany(logisticsAdmin()).company).toMatchObject({ name: 'Meblomax Logistyka sp. z o.o.', hasOffer: false, address: null, eInvoiceEmail: null });
  });

  it('does not exist for a private customer', () => {
    expect(demoError(() => currentCompany(userSession('klient@spinacz.demo')))).toMatchObject({ status: 404 });
  });
});

describe('changing the company data', () => {
  it('is for the administrator only', () => {
    expect(demoError(() => changeCurrentCompany(userSession('kupiec@firma.demo'), { phone1: '+48 61 852 40 99' }))).toMatchObject({ status: 403 });
    expect(demoError(() => changeCurrentCompany(userSession('dane@firma.demo'), { phone1: '+48 61 852 40 99' }))).toMatchObject({ status: 403 });
    expect(demoError(() => changeCurrentCompany(userSession('klient@spinacz.demo'), { phone1: '+48 61 852 40 99' }))).toMatchObject({ status: 404 });
  });

  it('checks each field with the §5 rules and names it', () => {
    const refusal = (raw: Record<string, unknown>) => {
      const error = demoError(() => checkCompanyChange(raw));
      return { status: error.status, message: error.message, field: error.extra?.field };
    };
    expect(refusal({ zip: '61897' })).toEqual({ status: 400, message: VALIDATION_MESSAGES.zip, field: 'zip' });
    expect(refusal({ phone1: '+48 61 852' })).toEqual({ status: 400, message: VALIDATION_MESSAGES.phone, field: 'phone1' });
    expect(refusal({ phone1: '61-852-40' })).toEqual({ status: 400, message: VALIDATION_MESSAGES.phoneDashed, field: 'phone1' });
    expect(refusal({ email: 'biuro@meblomax' })).toEqual({ status: 400, message: VALIDATION_MESSAGES.email, field: 'email' });
    expect(refusal({ eInvoiceEmail: 'faktury' })).toEqual({ status: 400, message: VALIDATION_MESSAGES.email, field: 'eInvoiceEmail' });
    expect(refusal({ taxId: '778-145-63-23' })).toEqual({ status: 400, message: VALIDATION_MESSAGES.taxId, field: 'taxId' });
    expect(refusal({ name: '  ' })).toEqual({ status: 400, message: VALIDATION_MESSAGES.required, field: 'name' });
    expect(refusal({ countryCode: 'DE' })).toMatchObject({ status: 400, field: 'countryCode' });
    expect(() => checkCompanyChange({ zip: '61-897', phone1: '+48 61 852 40 99', taxId: 'PL 778-145-63-29', email: 'biuro@meblomax.demo' })).not.toThrow();
  });

  it('asks for the rest of an incomplete address, and for something to change', () => {
    expect(demoError(() => changeCurrentCompany(logisticsAdmin(), { zip: '62-300' }))).toMatchObject({ status: 400, extra: { field: 'streetWithNumber' } });
    expect(demoError(() => changeCurrentCompany(admin(), {}))).toMatchObject({ status: 400, message: 'Podaj co najmniej jedno pole do zmiany.' });
  });

  it('keeps the change: the company, the session, the checkout\'s billing address', () => {
    const answer = changeCurrentCompany(logisticsAdmin(), {
      name: 'Meblomax Logistyka S.A.', taxId: 'PL 526-104-08-28', streetWithNumber: 'ul. Fabryczna 3', zip: '62-300', phone1: '+48 61 437 90 10', eInvoiceEmail: 'Faktury@Meblomax.demo',
    });
    expect(answer.message).toBe('Dane firmy zostały zmienione.');
    expect(answer.company).toMatchObject({
      name: 'Meblomax Logistyka S.A.', taxId: '5261040828', phone1: '+48 61 437 90 10', eInvoiceEmail: 'faktury@meblomax.demo',
      address: { countryCode: 'PL', streetWithNumber: 'ul. Fabryczna 3', city: 'Września', zip: '62-300' },
    });
    expect(currentCompany(logisticsAdmin())).toEqual({ company: answer.company, message: null });
    expect(allCompanies().find((company) => company.id === 1002)?.name).toBe('Meblomax Logistyka S.A.');
    expect(sessionFromToken(issueToken('user', '8'))).toMatchObject({ company: { name: 'Meblomax Logistyka S.A.' } });
    expect(companyData(logisticsAdmin().company)).toEqual({ name: 'Meblomax Logistyka S.A.', street: 'ul. Fabryczna 3', zip: '62-300', city: 'Września', isComplete: true });
    // The other company is untouched.
    expect(currentCompany(admin()).company.name).toBe('Meblomax sp. z o.o.');
  });
});
