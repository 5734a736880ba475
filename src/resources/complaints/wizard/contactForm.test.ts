import { describe, expect, it } from 'vitest';
import type { User } from '../../../generated/model';
import { contactDefaults, contactFormSchema } from './contactForm';

const messages = { email: 'Wprowadź poprawny adres e-mail.', phone: 'Niepoprawny numer telefonu.', maxLength: (length: number) => `Maksymalna ilość znaków to: ${length}.` };
const user = (extra: Partial<User>): { user: User } => ({
  user: { id: 1, companyId: 3, firstName: 'Karolina', lastName: 'Zięba', phone1: '+48', phoneCell: null, email: 'kupiec@firma.demo', login: 'kupiec', roleId: 2, roleName: 'buyer', ...extra },
});
const empty = { contactName: '', contactEmail: '', contactPhone: '', comment: '' };

describe('the complaint contact', () => {
  it('starts from the user: name, e-mail and the mobile before the landline; "+48" alone is no number', () => {
    expect(contactDefaults(user({ phoneCell: '+48 601 234 567', phone1: '22 123 45 67' }))).toEqual({
      contactName: 'Karolina Zięba', contactEmail: 'kupiec@firma.demo', contactPhone: '+48 601 234 567', comment: '',
    });
    expect(contactDefaults(user({ phoneCell: null, phone1: '+48' })).contactPhone).toBe('');
    expect(contactDefaults(user({ phoneCell: ' ', phone1: '22 123 45 67' })).contactPhone).toBe('22 123 45 67');
    expect(contactDefaults(null)).toEqual(empty);
  });

  it('takes empty fields and refuses a wrong e-mail or phone with the §5 messages', () => {
    const schema = contactFormSchema(messages);
    expect(schema.safeParse(empty).success).toBe(true);
    const wrong = schema.safeParse({ ...empty, contactEmail: 'kupiec@', contactPhone: '+48 12' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['contactEmail', 'Wprowadź poprawny adres e-mail.'],
      ['contactPhone', 'Niepoprawny numer telefonu.'],
    ]);
    expect(schema.safeParse({ ...empty, comment: 'x'.repeat(2001) }).error?.issues[0].message).toBe('Maksymalna ilość znaków to: 2000.');
  });
});
