import { describe, expect, it } from 'vitest';
import { DELIVERY_DATE_MESSAGES, deliveryDateProblem, holidayName, isWorkingDay, polishHolidays, workingDaysAfter } from './deliveryDate';

describe('Polish holidays', () => {
  it('knows movable feasts (Easter 2026 is 5 April)', () => {
    const holidays = polishHolidays(2026);
    expect(holidays.get('2026-04-05')).toBe('Wielkanoc');
    expect(holidays.get('2026-04-06')).toBe('Poniedziałek Wielkanocny');
    expect(holidays.get('2026-06-04')).toBe('Boże Ciało');
  });
  it('knows fixed ones, Wigilia included from 2025', () => {
    expect(holidayName('2026-11-11')).toBe('Narodowe Święto Niepodległości');
    expect(holidayName('2026-12-24')).toBe('Wigilia Bożego Narodzenia');
    expect(holidayName('2024-12-24')).toBeNull();
  });
  it('working days skip weekends and holidays', () => {
    expect(isWorkingDay('2026-11-25')).toBe(true);
    expect(isWorkingDay('2026-11-28')).toBe(false);
    expect(workingDaysAfter('2026-12-22', 3)).toEqual(['2026-12-23', '2026-12-28', '2026-12-29']);
    expect(workingDaysAfter('2026-11-25', 2, 2)).toEqual(['2026-11-27', '2026-11-30']);
  });
});

describe('delivery date check', () => {
  const today = '2026-11-25';
  const first = '2026-11-26';
  it('accepts a working day from the first possible one', () => expect(deliveryDateProblem('2026-11-27', today, first)).toBeNull());
  it('refuses past days, today, weekends and holidays with their reasons', () => {
    expect(deliveryDateProblem('2026-11-20', today, first)).toBe(DELIVERY_DATE_MESSAGES.past);
    expect(deliveryDateProblem(today, today, first)).toBe(DELIVERY_DATE_MESSAGES.past);
    expect(deliveryDateProblem('2026-11-28', today, first)).toBe(DELIVERY_DATE_MESSAGES.weekend);
    expect(deliveryDateProblem('2026-12-25', today, first)).toBe('Boże Narodzenie to dzień wolny od pracy – wybierz inny dzień dostawy.');
  });
  it('refuses a day before the earliest delivery, far-off days and nonsense', () => {
    expect(deliveryDateProblem('2026-11-26', today, '2026-11-27')).toBe('Najwcześniejszy możliwy termin dostawy to 27.11.2026.');
    expect(deliveryDateProblem('2027-03-01', today, first)).toBe(DELIVERY_DATE_MESSAGES.tooLate);
    expect(deliveryDateProblem('2026-13-01', today, first)).toBe(DELIVERY_DATE_MESSAGES.unavailable);
  });
});
