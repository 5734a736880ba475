import { describe, expect, it } from 'vitest';
import { addNeedsAgeCheck, declineOutcome, splitByAgeGate } from './ageGate';

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
