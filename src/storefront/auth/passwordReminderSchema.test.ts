import { describe, expect, it } from 'vitest';
import { passwordReminderSchema } from './passwordReminderSchema';

const messageOf = (email: string) => {
  const result = passwordReminderSchema().safeParse({ email });
  return result.success ? null : result.error.issues[0].message;
};

describe('passwordReminderSchema', () => {
  it('requires a valid e-mail with the §5 messages', () => {
    expect(messageOf('  ')).toBe('To pole jest wymagane.');
    expect(messageOf('kupiec@')).toBe('Wprowadź poprawny adres e-mail.');
  });
  it('accepts and trims an address', () => {
    expect(passwordReminderSchema().parse({ email: ' kupiec@firma.demo ' }).email).toBe('kupiec@firma.demo');
  });
});
