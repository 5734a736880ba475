import { describe, expect, it } from 'vitest';
import { loginSchema } from './loginSchema';

const schema = loginSchema({ required: 'To pole jest wymagane.', email: 'Wprowadź poprawny adres e-mail.' });
const firstMessage = (value: unknown, path: string) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues.find((issue) => issue.path[0] === path)?.message ?? null);
};

describe('loginSchema', () => {
  it('requires both fields with the spec message', () => {
    expect(firstMessage({ username: '', password: '', rememberMe: false }, 'username')).toBe('To pole jest wymagane.');
    expect(firstMessage({ username: '', password: '', rememberMe: false }, 'password')).toBe('To pole jest wymagane.');
  });
  it('checks the e-mail', () => {
    expect(firstMessage({ username: 'kupiec', password: 'x', rememberMe: false }, 'username')).toBe('Wprowadź poprawny adres e-mail.');
  });
  it('accepts good input and trims the e-mail', () => {
    const result = schema.parse({ username: ' kupiec@firma.demo ', password: 'Spinacz123!', rememberMe: true });
    expect(result.username).toBe('kupiec@firma.demo');
  });
});
