import { describe, expect, it } from 'vitest';
import { addToListSchema, NEW_LIST } from './addToListSchema';

const schema = addToListSchema({ required: 'required', maxLength: 'max', quantity: 'quantity' });
const errors = (values: unknown) => {
  const result = schema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('add-to-list form', () => {
  it('takes a chosen list and a whole quantity', () => {
    expect(schema.parse({ list: '101', name: '', quantity: 3 })).toEqual({ list: '101', name: '', quantity: 3 });
  });
  it('needs a name (trimmed, at most 100 characters) only for a new list', () => {
    expect(errors({ list: NEW_LIST, name: '   ', quantity: 1 })).toEqual({ name: 'required' });
    expect(errors({ list: NEW_LIST, name: 'x'.repeat(101), quantity: 1 })).toEqual({ name: 'max' });
    expect(schema.parse({ list: NEW_LIST, name: '  Kuchnia ', quantity: 1 }).name).toBe('Kuchnia');
  });
  it('refuses no list and a quantity that is not a whole number of at least 1', () => {
    expect(errors({ list: '', name: '', quantity: 1 })).toEqual({ list: 'required' });
    expect(errors({ list: '1', name: '', quantity: 0 })).toEqual({ quantity: 'quantity' });
    expect(errors({ list: '1', name: '', quantity: 1.5 })).toEqual({ quantity: 'quantity' });
    expect(errors({ list: '1', name: '', quantity: Number.NaN })).toEqual({ quantity: 'quantity' });
  });
});
