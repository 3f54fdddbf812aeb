/**
 * Personal numbers (spec 3 §5): at least 6 characters of digits, spaces or dashes. A field may
 * also ask for a Swedish one (personnummer, and samordningsnummer whose day is 60 higher):
 * YYMMDD-NNNC or YYYYMMDD-NNNC, the last digit a Luhn check over the ten-digit form.
 */

/** Spec 3 §5: at least 6 characters of digits, spaces or dashes; no real number is longer than this. */
export const PERSONAL_NUMBER_MIN_LENGTH = 6;
export const PERSONAL_NUMBER_MAX_LENGTH = 30;
const PERSONAL_NUMBER_PATTERN = /^[\d\s-]+$/;
const COORDINATION_DAY_OFFSET = 60;

/** Whether the digits' last one is their Luhn check digit. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    // Weights 2, 1, 2, … from the left for an even count: the check digit always weighs 1.
    const weight = (digits.length - index) % 2 === 0 ? 2 : 1;
    const product = Number(digits[index]) * weight;
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function validDate(year: number, month: number, day: number): boolean {
  const calendarDay = day > COORDINATION_DAY_OFFSET ? day - COORDINATION_DAY_OFFSET : day;
  return month >= 1 && month <= 12 && calendarDay >= 1 && calendarDay <= daysInMonth(year, month);
}

/** Spec 3 §5's rule: 6–30 characters, each a digit, a space or a dash. */
export function hasPersonalNumberShape(value: string): boolean {
  return value.length >= PERSONAL_NUMBER_MIN_LENGTH && value.length <= PERSONAL_NUMBER_MAX_LENGTH && PERSONAL_NUMBER_PATTERN.test(value);
}

/** Spec 3 §5's shape holding a real Swedish personal number: a date and a Luhn check digit. */
export function isSwedishPersonalNumber(value: string): boolean {
  if (!hasPersonalNumberShape(value)) return false;
  const digits = value.replace(/[\s-]/g, '');
  if (digits.length !== 10 && digits.length !== 12) return false;
  const short = digits.slice(-10);
  // Without a century the year's leap day is allowed: 00 may be 2000.
  const year = digits.length === 12 ? Number(digits.slice(0, 4)) : 2000 + Number(short.slice(0, 2));
  if (digits.length === 12 && (year < 1800 || year > 2099)) return false;
  return validDate(year, Number(short.slice(2, 4)), Number(short.slice(4, 6))) && luhnValid(short);
}

/** A personal number as its field takes it: the spec's shape, and a Swedish number where the field asks for the check digit. */
export function isValidPersonalNumber(value: string, { checkDigit = false }: { checkDigit?: boolean | undefined } = {}): boolean {
  return checkDigit ? isSwedishPersonalNumber(value) : hasPersonalNumberShape(value);
}
