/**
 * Conditional fields (spec 3 §5): a field appears only while every one of its conditions holds.
 * A condition looks at another field's value: it matches a pattern, it is set, or it is unset,
 * each of which may be negated. A hidden field is neither required nor stored.
 */

export const CONDITION_KINDS = ['match', 'set', 'unset'] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

export interface FieldCondition {
  /** The field whose value decides. */
  fieldid: string;
  kind: ConditionKind;
  /** The regular expression a `match` condition tests the value with. */
  pattern: string;
  negate: boolean;
}

export const CONDITION_PATTERN_MAX_LENGTH = 200;

/**
 * Whether a condition's pattern is one the engine runs. The pattern comes from an admin and runs
 * on the server against anyone's input, so besides compiling it must not be able to backtrack
 * without end: no back-references and no quantified group that holds a quantifier, "(a+)+".
 */
export function isSafePattern(pattern: string): boolean {
  if (pattern.length === 0 || pattern.length > CONDITION_PATTERN_MAX_LENGTH) return false;
  if (/\\[1-9]|\\k</.test(pattern)) return false;
  if (/\((?:[^()\\]|\\.)*(?:[+*]|\{\d+,?\d*\})(?:[^()\\]|\\.)*\)(?:[+*?]|\{\d+,?\d*\})/.test(pattern)) return false;
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/** A value as the conditions read it: its entries, trimmed and non-empty; a boolean's 'false' is no value. */
function presentEntries(value: string | readonly string[] | undefined, isBoolean: boolean): string[] {
  const entries = (value === undefined ? [] : typeof value === 'string' ? [value] : value).map((entry) => entry.trim()).filter(Boolean);
  return isBoolean ? entries.filter((entry) => entry !== 'false') : entries;
}

/** Whether one condition holds for the value it looks at. An unsafe pattern never matches. */
export function conditionHolds(condition: FieldCondition, value: string | readonly string[] | undefined, isBoolean = false): boolean {
  const entries = presentEntries(value, isBoolean);
  let holds: boolean;
  switch (condition.kind) {
    case 'set':
      holds = entries.length > 0;
      break;
    case 'unset':
      holds = entries.length === 0;
      break;
    case 'match': {
      const pattern = isSafePattern(condition.pattern) ? new RegExp(condition.pattern, 'u') : null;
      holds = pattern !== null && entries.some((entry) => pattern.test(entry));
      break;
    }
  }
  return condition.negate ? !holds : holds;
}
