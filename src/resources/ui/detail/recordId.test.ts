import fc from 'fast-check';
import { expect, it } from 'vitest';
import { recordIdOf } from './recordId';

it('reads every whole positive number written in digits as that id', () => {
  fc.assert(fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => recordIdOf(String(id)) === id));
});

it('finds no id in anything else a mistyped or forged address can hold', () => {
  for (const part of [undefined, '', '0', '007', '-3', '1e3', '12.0', '0x1F', ' 12', '12 ', '12abc', 'abc', '%E0', '9007199254740993', 'Infinity', 'NaN']) {
    expect(recordIdOf(part), String(part)).toBeNull();
  }
  fc.assert(fc.property(fc.string().filter((part) => !/^[1-9]\d*$/.test(part)), (part) => recordIdOf(part) === null));
});
