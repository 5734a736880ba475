/**
 * Delivery days: working days (Monday–Friday) that are not Polish public holidays. Dates are ISO
 * strings (`2026-11-25`) in the shop's calendar; no time zones are involved.
 */

export const DELIVERY_DATE_MESSAGES = {
  /** Spec §8: an invalid date without a server message. */
  unavailable: 'Wybrany termin dostawy jest niedostępny.',
  /** Spec §8: the check failed. */
  checkFailed: 'Podczas sprawdzania daty dostawy wystąpił błąd.',
  past: 'Wybrany termin dostawy minął. Wybierz jeden z najbliższych dni roboczych.',
  weekend: 'W soboty i niedziele nie dostarczamy zamówień. Wybierz dzień roboczy.',
  holiday: (name: string) => `${name} to dzień wolny od pracy – wybierz inny dzień dostawy.`,
  tooEarly: (first: string) => `Najwcześniejszy możliwy termin dostawy to ${first}.`,
  tooLate: 'Termin dostawy można wybrać najwyżej 60 dni naprzód.',
} as const;

const toIso = (date: Date) => date.toISOString().slice(0, 10);
const fromIso = (iso: string) => new Date(`${iso}T00:00:00Z`);

export function addDays(iso: string, days: number): string {
  const date = fromIso(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** Easter Sunday (Gregorian, anonymous algorithm). */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Polish public holidays of a year (ISO date → name); Wigilia is a holiday from 2025. */
export function polishHolidays(year: number): Map<string, string> {
  const fixed: Array<[string, string]> = [
    ['01-01', 'Nowy Rok'],
    ['01-06', 'Święto Trzech Króli'],
    ['05-01', 'Święto Pracy'],
    ['05-03', 'Święto Konstytucji 3 Maja'],
    ['08-15', 'Wniebowzięcie Najświętszej Maryi Panny'],
    ['11-01', 'Wszystkich Świętych'],
    ['11-11', 'Narodowe Święto Niepodległości'],
    ['12-25', 'Boże Narodzenie'],
    ['12-26', 'Drugi dzień Bożego Narodzenia'],
  ];
  if (year >= 2025) fixed.push(['12-24', 'Wigilia Bożego Narodzenia']);
  const holidays = new Map(fixed.map(([day, name]) => [`${year}-${day}`, name]));
  const sunday = easter(year);
  holidays.set(sunday, 'Wielkanoc');
  holidays.set(addDays(sunday, 1), 'Poniedziałek Wielkanocny');
  holidays.set(addDays(sunday, 49), 'Zielone Świątki');
  holidays.set(addDays(sunday, 60), 'Boże Ciało');
  return holidays;
}

export function holidayName(iso: string): string | null {
  return polishHolidays(Number(iso.slice(0, 4))).get(iso) ?? null;
}

export function isWeekend(iso: string): boolean {
  const day = fromIso(iso).getUTCDay();
  return day === 0 || day === 6;
}

export function isWorkingDay(iso: string): boolean {
  return !isWeekend(iso) && holidayName(iso) === null;
}

/** The next `count` working days strictly after `fromIso` plus `leadDays - 1` working days of preparation. */
export function workingDaysAfter(from: string, count: number, leadDays = 1): string[] {
  const days: string[] = [];
  let cursor = from;
  let skipped = 0;
  while (days.length < count) {
    cursor = addDays(cursor, 1);
    if (!isWorkingDay(cursor)) continue;
    if (skipped < leadDays - 1) {
      skipped += 1;
      continue;
    }
    days.push(cursor);
  }
  return days;
}

/** Why a chosen delivery date is not possible (null: it is). `first` is the earliest possible day. */
export function deliveryDateProblem(date: string, today: string, first: string, lastDays = 60): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(fromIso(date).getTime())) return DELIVERY_DATE_MESSAGES.unavailable;
  if (date <= today) return DELIVERY_DATE_MESSAGES.past;
  if (isWeekend(date)) return DELIVERY_DATE_MESSAGES.weekend;
  const holiday = holidayName(date);
  if (holiday) return DELIVERY_DATE_MESSAGES.holiday(holiday);
  if (date < first) return DELIVERY_DATE_MESSAGES.tooEarly(first.split('-').reverse().join('.'));
  if (date > addDays(today, lastDays)) return DELIVERY_DATE_MESSAGES.tooLate;
  return null;
}
