/** A YYYY-MM-DD day in the reader's language, read as that calendar day wherever they are. */
export function formatDay(day: string, language: string, style: 'short' | 'long'): string {
  const options: Intl.DateTimeFormatOptions = style === 'short' ? { day: 'numeric', month: 'short' } : { dateStyle: 'long' };
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
