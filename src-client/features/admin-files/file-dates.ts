/** An upload date as the site's language writes it ("12 Mar 2026", "12 mars 2026"). */
export function formatUploadDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
