/** A day kept as an ISO date (no time of day), shown in the reader's language. */
export function formatDay(isoDay: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
}

/** A moment (a submission), as its day in the reader's language and time zone. */
export function formatMoment(moment: Date | string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { dateStyle: 'medium' }).format(new Date(moment));
}
