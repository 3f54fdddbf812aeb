import type { FieldErrors } from './errors';
import { checkFieldValues, type FieldValue, type FormField } from './field-engine';

/**
 * The engine's compound pieces (spec 3 §4): a multi-group, whose items each fill in the same
 * fields and which the user adds and removes; an expandable wrapper around fields; and a
 * generated-id field, filled once from its pattern.
 */

export interface FieldGroup {
  groupid: string;
  label: string;
  fields: readonly FormField[];
  /** The most items the group takes. */
  maxItems: number;
}

export type GroupItem = Record<string, FieldValue>;

/** The items with one more, empty item at the end, unless the group is full. */
export function addGroupItem(group: Pick<FieldGroup, 'maxItems'>, items: readonly GroupItem[]): GroupItem[] {
  return items.length >= group.maxItems ? [...items] : [...items, {}];
}

/** The items without the one at this index. */
export function removeGroupItem(items: readonly GroupItem[], index: number): GroupItem[] {
  return items.filter((_item, position) => position !== index);
}

/**
 * Checks every item of a group with the engine, errors keyed `<prefix>.<groupid>.<index>.<fieldid>`;
 * items left wholly empty are dropped rather than refused, as an unfilled added row.
 */
export function checkGroupItems(group: FieldGroup, items: readonly GroupItem[], prefix = 'extraFields'): { items: GroupItem[]; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  const checkedItems: GroupItem[] = [];
  if (items.length > group.maxItems) fieldErrors[`${prefix}.${group.groupid}`] = ['invalid-input'];
  items.forEach((item, index) => {
    const empty = Object.values(item).every((value) => (Array.isArray(value) ? value : [value]).every((entry) => entry.trim() === ''));
    if (empty) return;
    const checked = checkFieldValues(group.fields, item, `${prefix}.${group.groupid}.${index}`);
    Object.assign(fieldErrors, checked.fieldErrors);
    checkedItems.push(checked.values);
  });
  return { items: checkedItems, fieldErrors };
}

/** An expandable wrapper is open when the user opened it, and always while a field in it has an error. */
export function wrapperOpen(openedByUser: boolean, fieldids: readonly string[], fieldErrors: Readonly<Record<string, unknown>>, prefix = 'extraFields'): boolean {
  return openedByUser || fieldids.some((fieldid) => fieldErrors[`${prefix}.${fieldid}`] !== undefined);
}

/**
 * A generated-id field's value: what it holds, or, when empty, its pattern with `{name}` parts
 * taken from `parts` and each `{uuid}` a new random UUID. It fills once and then keeps its value.
 */
export function generatedId(pattern: string, current: FieldValue | undefined, parts: Readonly<Record<string, string>> = {}, uuid: () => string = () => crypto.randomUUID()): string {
  if (typeof current === 'string' && current.trim() !== '') return current;
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => (name === 'uuid' ? uuid() : (parts[name] ?? whole)));
}
