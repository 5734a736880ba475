import { describe, expect, it } from 'vitest';
import { withFreshDemoState, userSession } from '../../../tests/setup/demoState';
import accountEn from '../../i18n/locales/en/account.json';
import accountPl from '../../i18n/locales/pl/account.json';
import { getSeed } from '../db/store';
import { fixedTextEn } from '../presenters/english/texts';
import { listInvoices } from './invoices';

withFreshDemoState();

/** The payment-status filter offers what the grid's status chips say, in both languages. */
describe('the invoice status filter', () => {
  it('names its options with the words of the status chips', () => {
    const buyer = userSession('kupiec@firma.demo', 1001);
    const company = getSeed().companies.find((candidate) => candidate.id === 1001)!;
    const filter = listInvoices(buyer.user, company, { limit: 1 }).availableFilters.find((candidate) => candidate.key === 'status')!;
    const chips = { pl: accountPl.invoices.status, en: accountEn.invoices.status };
    expect(filter.options.map((option) => option.value)).toEqual(['paid', 'unpaid', 'overdue']);
    for (const { value, label } of filter.options) {
      const key = value as 'paid' | 'unpaid' | 'overdue';
      expect(label).toBe(chips.pl[key]);
      expect(fixedTextEn(label, (text) => text)).toBe(chips.en[key]);
    }
  });
});
