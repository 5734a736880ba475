import { describe, expect, it } from 'vitest';
import { formField, parseAmount, ruleInput, ruleSchema, ruleValues } from './ruleForm';

const messages = { thresholdRequired: 'Podaj próg', approverRequired: 'Wybierz osobę', locale: 'pl' as const };

describe('the approval rule form', () => {
  it('reads amounts as the shop writes them', () => {
    expect(parseAmount('5 000,50')).toBe(5000.5);
    expect(parseAmount('20')).toBe(20);
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount('dwadzieścia')).toBeNaN();
    expect(parseAmount('-5')).toBeNaN();
  });

  it('checks every level and that thresholds rise, by the field', () => {
    const schema = ruleSchema(messages, [3, 9]);
    expect(schema.safeParse({ scope: '', levels: [{ threshold: '10', approverId: '3' }, { threshold: '20', approverId: '9' }] }).success).toBe(true);
    const empty = schema.safeParse({ scope: '', levels: [{ threshold: '', approverId: '' }] });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['levels.0.threshold', 'Podaj próg'], ['levels.0.approverId', 'Wybierz osobę']]);
    const falling = schema.safeParse({ scope: '', levels: [{ threshold: '10', approverId: '3' }, { threshold: '5', approverId: '9' }] });
    expect(falling.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['levels.1.threshold', 'Próg poziomu 2 musi być wyższy niż próg poziomu 1.']]);
  });

  it('sends the scope and the levels, and puts the server’s field back on the form', () => {
    expect(ruleInput({ scope: '', levels: [{ threshold: '5 000,00', approverId: '3' }] })).toEqual({ costCenterId: null, levels: [{ threshold: 5000, approverId: 3 }] });
    expect(ruleInput({ scope: '12', levels: [{ threshold: '0', approverId: '9' }] })).toEqual({ costCenterId: 12, levels: [{ threshold: 0, approverId: 9 }] });
    expect(ruleValues({ id: 1, costCenter: { id: 12, name: 'Marketing' }, levels: [{ level: 1, threshold: 5000.5, approver: { id: 3, name: 'Magdalena Wójcik' } }] }))
      .toEqual({ scope: '12', levels: [{ threshold: '5000,5', approverId: '3' }] });
    expect(formField('levels.1.threshold', 2)).toBe('levels.1.threshold');
    expect(formField('levels.4.approverId', 2)).toBeNull();
    expect(formField('costCenterId', 1)).toBe('scope');
    expect(formField(undefined, 1)).toBeNull();
  });
});
