/**
 * The field names legacy clients read (spec 1 §3), added beside ours wherever an answer carries
 * the field under our name: one pass over every façade answer, so no route can forget them.
 */


function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Date) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** Days, hours and minutes left (spec 1 §3 daysLeft, hoursLeft, minutesLeft), each the part of the rest, never negative. */
export function timeLeftParts(endDate: Date, now: Date): { daysLeft: number; hoursLeft: number; minutesLeft: number } {
  const minutes = Math.max(0, Math.floor((endDate.getTime() - now.getTime()) / 60_000));
  return { daysLeft: Math.floor(minutes / (24 * 60)), hoursLeft: Math.floor(minutes / 60) % 24, minutesLeft: minutes % 60 };
}

function withSpecNames(record: Record<string, unknown>, now: Date): Record<string, unknown> {
  const renamed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) renamed[key] = specNames(value, now);
  if ('parentGuid' in record && !('parentGUID' in record)) renamed.parentGUID = record.parentGuid;
  if ('timeLeft' in record && !('daysLeft' in record)) {
    const endDate = record.endDate instanceof Date ? record.endDate : typeof record.endDate === 'string' ? new Date(record.endDate) : null;
    if (endDate && !Number.isNaN(endDate.getTime())) Object.assign(renamed, timeLeftParts(endDate, now));
  }
  return renamed;
}

/** A façade answer with the spec's names beside ours, at any depth. */
export function specNames(value: unknown, now = new Date()): unknown {
  if (Array.isArray(value)) return value.map((item) => specNames(item, now));
  return isPlainObject(value) ? withSpecNames(value, now) : value;
}

