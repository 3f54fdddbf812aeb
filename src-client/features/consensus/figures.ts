/** A figure on 0–100 (or an offset) with one decimal, in the page's language; a dash where there is none yet. */
export function formatFigure(value: number | null, language: string, { signed = false } = {}): string {
  if (value === null) return '–';
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : language, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: signed ? 'exceptZero' : 'auto' }).format(value);
}
