import { describe, expect, it } from 'vitest';
import { newPasswordSchema } from './newPasswordSchema';

const issues = (password: string, passwordConfirmation: string) => {
  const result = newPasswordSchema().safeParse({ password, passwordConfirmation });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('newPasswordSchema', () => {
  it('accepts the same password of 8 or more characters twice', () => {
    expect(issues('Bezpiecz', 'Bezpiecz')).toEqual({});
  });
  it('uses the §5 messages', () => {
    expect(issues('', '')).toEqual({ password: 'To pole jest wymagane.', passwordConfirmation: 'To pole jest wymagane.' });
    expect(issues('Krótkie', 'Krótkie')).toEqual({ password: 'Minimalna ilość znaków to: 8.' });
    expect(issues('x'.repeat(129), 'x'.repeat(129))).toEqual({ password: 'Maksymalna ilość znaków to: 128.' });
    expect(issues('Bezpieczne1!', 'Bezpieczne1')).toEqual({ passwordConfirmation: 'Wprowadzone hasła różnią się.' });
  });
});
