// @vitest-environment jsdom
import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adversarial, keepContractValid } from './adversarial';
import { failureTexts, leakedValues } from './pageChecks';

/** The fuzz's own checks can fail: they find what they are for, and only that. */
describe('leakedValues', () => {
  it('finds raw values in texts and read attributes', () => {
    document.body.innerHTML = `<p>Cena: NaN zł</p><button aria-label="Usuń undefined">x</button><img alt="[object Object]" src="a.png"><a href="/produkt/null">a</a>`;
    expect(leakedValues(document.body)).toHaveLength(4);
  });

  it('passes random letters that merely contain such a word', () => {
    document.body.innerHTML = `<p>xNaNy aundefinedb</p><span title="InfinityPool">ok</span>`;
    expect(leakedValues(document.body)).toEqual([]);
  });
});

describe('failureTexts', () => {
  it('finds a screen that shows "not found" instead of itself', () => {
    document.body.innerHTML = `<h1>Nie znaleziono listy</h1>`;
    expect(failureTexts(document.body)).toEqual(['Nie znaleziono listy']);
  });
});

describe('adversarial answers stay within the contract', () => {
  const schema = z.object({
    items: z.array(z.object({ name: z.string().max(30), count: z.number().min(0) })).min(1),
    notes: z.array(z.string()),
  });
  const original = { items: [{ name: 'abcdefghijklmno', count: 3 }], notes: ['abcdefghijklmnop'] };

  it('puts back every change the schema refuses, over many draws', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      faker.seed(seed);
      const answer = keepContractValid(original, adversarial(original), schema);
      expect(schema.safeParse(answer).success, `seed ${seed}`).toBe(true);
    }
  });

  it('does change answers: empty lists, long texts, large numbers', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 200; seed += 1) {
      faker.seed(seed);
      const answer = keepContractValid(original, adversarial(original), schema) as typeof original;
      if (answer.notes.length === 0) seen.add('empty list');
      if ((answer.notes[0] ?? '').length > 100) seen.add('long text');
      if (answer.items[0]!.count === Number.MAX_SAFE_INTEGER) seen.add('large number');
    }
    expect([...seen].sort()).toEqual(['empty list', 'large number', 'long text']);
  });
});
