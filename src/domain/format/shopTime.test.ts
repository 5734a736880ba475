import { describe, expect, it } from 'vitest';
import { readMoment, shopUtcOffsetHours, shopWallClock } from './shopTime';

const intl = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', weekday: 'short', hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

describe('shopWallClock', () => {
  it('reads the same wall clock as Intl with the Europe/Warsaw zone, hour by hour over three years', () => {
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2028, 0, 1); time += 3_600_000 + 17 * 60_000) {
      const moment = new Date(time);
      const parts = Object.fromEntries(intl.formatToParts(moment).map((part) => [part.type, part.value]));
      expect(shopWallClock(moment), moment.toISOString()).toEqual({
        year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute),
        weekday: WEEKDAYS.indexOf(parts.weekday!),
      });
    }
  });

  it('switches to summer time at 01:00 UTC of the last Sunday of March and back on the last of October', () => {
    expect(shopUtcOffsetHours(new Date('2026-03-29T00:59:00Z'))).toBe(1);
    expect(shopUtcOffsetHours(new Date('2026-03-29T01:00:00Z'))).toBe(2);
    expect(shopUtcOffsetHours(new Date('2026-10-25T00:59:00Z'))).toBe(2);
    expect(shopUtcOffsetHours(new Date('2026-10-25T01:00:00Z'))).toBe(1);
  });
});

describe('readMoment', () => {
  it('keeps a bare date on its day in Warsaw and refuses what it cannot read', () => {
    expect(shopWallClock(readMoment('2026-12-31')!).day).toBe(31);
    expect(shopWallClock(readMoment('2026-07-01')!).day).toBe(1);
    expect(readMoment('wkrótce')).toBeNull();
    expect(readMoment(new Date(Number.NaN))).toBeNull();
  });
});
