/** A moment as a Polish e-mail names it: "14.05.2026, 09:30" in the shop's time zone (Warsaw). */
export function warsawDateTime(iso: string): string {
  return new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
  }).format(new Date(iso));
}

/** Only the hour ("09:30"), for links that live less than a day. */
export function warsawTime(iso: string): string {
  return new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}
