/**
 * How long goods may be returned (RZ) after delivery. A private customer has the consumer's statutory
 * 14 days of withdrawal (counted from the day the goods arrived, so a delivery on 1 June may be
 * returned until 15 June inclusive); a company has the shop's own 30 days. The returns screen tells a
 * private customer whether a delivery is still within the 14 days; the demo API refuses a return after
 * the deadline with the same function.
 */
import { BUSINESS_RETURN_DAYS, CONSUMER_WITHDRAWAL_DAYS } from './constants';

const DAY = 86_400_000;

/** ISO day (YYYY-MM-DD) of a date or date-time string. */
const isoDay = (value: string): string => value.slice(0, 10);

/** `days` after an ISO day, as an ISO day (calendar days, UTC, so no time-zone shift). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${isoDay(day)}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The days a customer has to return goods: 14 for a private customer, 30 for a company. */
export const returnPeriodDays = (isPrivateCustomer: boolean): number => (isPrivateCustomer ? CONSUMER_WITHDRAWAL_DAYS : BUSINESS_RETURN_DAYS);

/** The last day (inclusive, YYYY-MM-DD) on which goods delivered on `deliveredAt` may be returned. */
export function returnDeadline(deliveredAt: string, isPrivateCustomer: boolean): string {
  return addDays(deliveredAt, returnPeriodDays(isPrivateCustomer));
}

/**
 * Whether a private customer's delivery is still within the 14-day withdrawal period on `today`
 * (both ISO days or date-times; only the day counts). The period starts the day after delivery and
 * ends 14 days later, that day included.
 */
export function isWithinWithdrawalPeriod(deliveredAt: string, today: string): boolean {
  return canStillReturn(deliveredAt, today, true);
}

/** Whether goods delivered on `deliveredAt` may still be returned on `today` by this kind of customer. */
export function canStillReturn(deliveredAt: string, today: string, isPrivateCustomer: boolean): boolean {
  return isoDay(today) >= isoDay(deliveredAt) && isoDay(today) <= returnDeadline(deliveredAt, isPrivateCustomer);
}

/** Whole days left to return (0 on the last day; negative once the period is over). */
export function returnDaysLeft(deliveredAt: string, today: string, isPrivateCustomer: boolean): number {
  const deadline = Date.parse(`${returnDeadline(deliveredAt, isPrivateCustomer)}T00:00:00Z`);
  return Math.round((deadline - Date.parse(`${isoDay(today)}T00:00:00Z`)) / DAY);
}
