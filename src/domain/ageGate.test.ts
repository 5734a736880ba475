import { describe, expect, it } from 'vitest';
import { addNeedsAgeCheck, decideByAgeAnswer, declineOutcome, splitByAgeGate } from './ageGate';

describe('age gate (§4)', () => {
  it('asks only for adult products without the confirmation', () => {
    expect(addNeedsAgeCheck(true, false)).toBe(true);
    expect(addNeedsAgeCheck(true, true)).toBe(false);
    expect(addNeedsAgeCheck(false, false)).toBe(false);
  });
  it('declining with an add held just closes; without one goes back a page', () => {
    expect(declineOutcome(true)).toBe('close');
    expect(declineOutcome(false)).toBe('goBack');
  });
});

describe('several products at once', () => {
  const lines = [
    { name: 'Papier', forAdults: false },
    { name: 'Napój energetyczny', forAdults: true },
    { name: 'Długopis', forAdults: false },
    { name: 'Napój 2', forAdults: true },
  ];
  const forAdults = (line: (typeof lines)[number]) => line.forAdults;
  it('holds the adult-only lines until the age is confirmed, keeping the order', () => {
    const { free, gated } = splitByAgeGate(lines, forAdults, false);
    expect(free.map((line) => line.name)).toEqual(['Papier', 'Długopis']);
    expect(gated.map((line) => line.name)).toEqual(['Napój energetyczny', 'Napój 2']);
  });
  it('holds nothing once the age is confirmed', () => {
    expect(splitByAgeGate(lines, forAdults, true)).toEqual({ free: lines, gated: [] });
  });
  it('holds nothing without adult-only lines', () => {
    const plain = lines.filter((line) => !line.forAdults);
    expect(splitByAgeGate(plain, forAdults, false)).toEqual({ free: plain, gated: [] });
  });
});

describe('the answer a request carries (copy an order, a list into the cart)', () => {
  const lines = [
    { name: 'Papier', forAdults: false },
    { name: 'Wino', forAdults: true },
    { name: 'Długopis', forAdults: false },
  ];
  const forAdults = (line: (typeof lines)[number]) => line.forAdults;
  const names = (some: readonly (typeof lines)[number][]) => some.map((line) => line.name);
  it('not asked yet: asks about the adult-only lines and adds nothing', () => {
    const decision = decideByAgeAnswer(lines, forAdults, undefined);
    expect(decision.outcome).toBe('ask');
    expect(decision.outcome === 'ask' && names(decision.gated)).toEqual(['Wino']);
  });
  it('confirmed: adds every line', () => {
    expect(decideByAgeAnswer(lines, forAdults, true)).toEqual({ outcome: 'add', add: lines, leftOut: [] });
  });
  it('declined: adds the other lines and leaves the adult-only ones out', () => {
    const decision = decideByAgeAnswer(lines, forAdults, false);
    expect(decision.outcome).toBe('add');
    if (decision.outcome !== 'add') return;
    expect(names(decision.add)).toEqual(['Papier', 'Długopis']);
    expect(names(decision.leftOut)).toEqual(['Wino']);
  });
  it('without adult-only lines the answer changes nothing', () => {
    const plain = lines.filter((line) => !line.forAdults);
    for (const answer of [undefined, true, false]) {
      expect(decideByAgeAnswer(plain, forAdults, answer)).toEqual({ outcome: 'add', add: plain, leftOut: [] });
    }
  });
  it('declined with only adult-only lines: nothing to add, all left out', () => {
    const adult = lines.filter((line) => line.forAdults);
    expect(decideByAgeAnswer(adult, forAdults, false)).toEqual({ outcome: 'add', add: [], leftOut: adult });
  });
});
