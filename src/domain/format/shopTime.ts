/** The shop's time zone: every time a user reads (pages, e-mails, documents, spreadsheets) is Warsaw's. */
export const SHOP_TIME_ZONE = 'Europe/Warsaw';

/** A moment as the wall clock in Warsaw shows it. */
export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const HOUR = 3_600_000;

/** 01:00 UTC of the last Sunday of a month (month 0–11): when European summer time starts or ends. */
function lastSundayOneAmUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Warsaw's offset from UTC at a moment, in hours: 2 in summer time (from 01:00 UTC of March's last
 * Sunday to 01:00 UTC of October's), else 1 — the European Union's rule, computed by hand because
 * the first Intl date format a page makes costs a phone a long task.
 */
export function shopUtcOffsetHours(moment: Date): number {
  const time = moment.getTime();
  const year = moment.getUTCFullYear();
  return time >= lastSundayOneAmUtc(year, 2) && time < lastSundayOneAmUtc(year, 9) ? 2 : 1;
}

/** Reads a moment: a Date, an ISO date-time, or a bare ISO date (its noon in Warsaw, so the day stays). */
export function readMoment(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const bareDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(bareDay ? `${value}T12:00:00+01:00` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The wall clock in Warsaw at a moment. */
export function shopWallClock(moment: Date): WallClock {
  const local = new Date(moment.getTime() + shopUtcOffsetHours(moment) * HOUR);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: local.getUTCDay(),
  };
}
