import { describe, expect, it } from 'vitest';
import { formField, parseThreshold, ruleInput, ruleSchema, ruleValues } from './ruleForm';

const messages = { thresholdRequired: 'Podaj próg', approverRequired: 'Wybierz osobę', locale: 'pl' as const };

describe('the approval rule form', () => {
  it('reads thresholds as each language writes them; an empty one is no threshold', () => {
    expect(parseThreshold('5 000,50', 'pl')).toBe(5000.5);
    expect(parseThreshold('20', 'pl')).toBe(20);
    expect(parseThreshold('12.5', 'pl')).toBe(12.5);
    expect(parseThreshold('5,000', 'en')).toBe(5000);
    expect(parseThreshold('5,000', 'pl')).toBeNaN();
    expect(parseThreshold('dwadzieścia', 'pl')).toBeNaN();
    expect(parseThreshold('-5', 'pl')).toBeNaN();
    expect(parseThreshold('', 'pl')).toBeNaN();
  });

  it('an English "5,000" is a threshold of five thousand, not five', () => {
    const english = { ...messages, locale: 'en' as const };
    const values = { scope: '', levels: [{ threshold: '5,000', approverId: '3' }, { threshold: '10,000.50', approverId: '9' }] };
    expect(ruleSchema(english, [3, 9]).safeParse(values).success).toBe(true);
    expect(ruleInput(values, 'en').levels.map((level) => level.threshold)).toEqual([5000, 10000.5]);
    // In Polish the same text could be five: it is refused by its field, not sent.
    expect(ruleSchema(messages, [3, 9]).safeParse(values).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['levels.0.threshold', 'levels.1.threshold']);
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
    expect(ruleInput({ scope: '', levels: [{ threshold: '5 000,00', approverId: '3' }] }, 'pl')).toEqual({ costCenterId: null, levels: [{ threshold: 5000, approverId: 3 }] });
    expect(ruleInput({ scope: '12', levels: [{ threshold: '0', approverId: '9' }] }, 'pl')).toEqual({ costCenterId: 12, levels: [{ threshold: 0, approverId: 9 }] });
    const rule = { id: 1, costCenter: { id: 12, name: 'Marketing' }, levels: [{ level: 1, threshold: 5000.5, approver: { id: 3, name: 'Magdalena Wójcik' } }] };
    expect(ruleValues(rule, 'pl')).toEqual({ scope: '12', levels: [{ threshold: '5000,50', approverId: '3' }] });
    expect(ruleValues(rule, 'en')).toEqual({ scope: '12', levels: [{ threshold: '5000.50', approverId: '3' }] });
    expect(formField('levels.1.threshold', 2)).toBe('levels.1.threshold');
    expect(formField('levels.4.approverId', 2)).toBeNull();
    expect(formField('costCenterId', 1)).toBe('scope');
    expect(formField(undefined, 1)).toBeNull();
  });
});
