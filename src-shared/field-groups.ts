import type { FieldErrors } from './errors';
import { checkFieldValues, fieldError, isGroupItems, shownFields, type FieldValue, type FormField, type FormValue, type GroupItem } from './field-engine';

/**
 * The engine's compound pieces (spec 3 §4): a multi-group, whose items each fill in the same
 * fields and which the user adds and removes; an expandable wrapper around fields, whose values
 * are stored flat under their own ids like any field's; and a generated-id field, filled once
 * from its pattern. checkFormValues is the one check of a form that may hold them.
 */

/** A multi-group as its checks read it. */
export type FieldGroup = Pick<FormField, 'fieldid' | 'fields' | 'maxItems'>;

/** The items with one more, empty item at the end, unless the group is full. */
export function addGroupItem(group: Pick<FormField, 'maxItems'>, items: readonly GroupItem[]): GroupItem[] {
  return items.length >= (group.maxItems ?? 0) ? [...items] : [...items, {}];
}

/** The items without the one at this index. */
export function removeGroupItem(items: readonly GroupItem[], index: number): GroupItem[] {
  return items.filter((_item, position) => position !== index);
}

function isEmptyItem(item: GroupItem): boolean {
  return Object.values(item).every((value) => (Array.isArray(value) ? value : [value]).every((entry) => entry.trim() === ''));
}

/**
 * Checks every item of a group with the engine, errors keyed `<prefix>.<groupid>.<index>.<fieldid>`
 * by the item's place in what was sent; items left wholly empty are dropped rather than refused,
 * as an unfilled added row.
 */
export function checkGroupItems(group: FieldGroup, items: readonly GroupItem[], prefix = 'extraFields'): { items: GroupItem[]; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  const checkedItems: GroupItem[] = [];
  if (items.length > (group.maxItems ?? 0)) fieldErrors[`${prefix}.${group.fieldid}`] = ['invalid-input'];
  items.forEach((item, index) => {
    if (isEmptyItem(item)) return;
    const checked = checkFieldValues(group.fields ?? [], item, `${prefix}.${group.fieldid}.${index}`);
    Object.assign(fieldErrors, checked.fieldErrors);
    checkedItems.push(checked.values);
  });
  return { items: checkedItems, fieldErrors };
}

/** A multi-group's value checked: its filled items, their errors, and ERROR_REQUIRED when a required group has none filled. */
export function checkGroup(group: FieldGroup & Pick<FormField, 'required'>, value: FormValue | undefined, prefix = 'extraFields'): { items: GroupItem[]; fieldErrors: FieldErrors } {
  const noItems = value === undefined || (Array.isArray(value) && value.length === 0);
  if (!noItems && !isGroupItems(value)) return { items: [], fieldErrors: { [`${prefix}.${group.fieldid}`]: ['invalid-input'] } };
  const checked = checkGroupItems(group, isGroupItems(value) ? value : [], prefix);
  if (group.required && checked.items.length === 0) checked.fieldErrors[`${prefix}.${group.fieldid}`] ??= ['ERROR_REQUIRED'];
  return checked;
}

/** An expandable wrapper is open when the user opened it, and always while a field in it has an error. */
export function wrapperOpen(openedByUser: boolean, fieldids: readonly string[], fieldErrors: Readonly<Record<string, unknown>>, prefix = 'extraFields'): boolean {
  return openedByUser || fieldids.some((fieldid) => fieldErrors[`${prefix}.${fieldid}`] !== undefined);
}

/**
 * A form's fields as their values are stored: a wrapper's fields in its place, each shown only
 * while the wrapper's conditions hold; every other field as it is.
 */
export function flatFields(fields: readonly FormField[]): FormField[] {
  return fields.flatMap((field) => (field.control === 'wrapper' ? (field.fields ?? []).map((inner) => ({ ...inner, conditions: field.conditions })) : [field]));
}

/**
 * Checks a form that may hold compound fields: the plain fields (a wrapper's among them) by the
 * engine, each multi-group item by its group's fields. A generated-id field takes nothing from a
 * form: what a client sends for one is dropped, and the server fills it (generatedValues).
 * Answers the values to store and the errors, keyed as checkFieldValues keys them and
 * `<prefix>.<groupid>.<index>.<fieldid>` inside groups.
 */
export function checkFormValues(fields: readonly FormField[], input: Readonly<Record<string, FormValue>>, prefix = 'extraFields'): { values: Record<string, FormValue>; fieldErrors: FieldErrors } {
  const flat = flatFields(fields).filter((field) => field.control !== 'generated-id');
  const generated = new Set(flatFields(fields).filter((field) => field.control === 'generated-id').map((field) => field.fieldid));
  const groupIds = new Set(flat.filter((field) => field.control === 'multi-group').map((group) => group.fieldid));
  const plain: Record<string, FieldValue> = {};
  const misplaced: FieldErrors = {};
  for (const [fieldid, value] of Object.entries(input)) {
    if (groupIds.has(fieldid) || generated.has(fieldid)) continue;
    if (isGroupItems(value)) misplaced[`${prefix}.${fieldid}`] = ['invalid-input'];
    else plain[fieldid] = value;
  }
  const checked = checkFieldValues(
    flat.filter((field) => !groupIds.has(field.fieldid)),
    plain,
    prefix,
  );
  const values: Record<string, FormValue> = checked.values;
  // Items sent for a plain field say more than that field being empty.
  const fieldErrors: FieldErrors = { ...checked.fieldErrors, ...misplaced };
  for (const group of shownFields(flat, input).filter((field) => groupIds.has(field.fieldid))) {
    const { items, fieldErrors: errors } = checkGroup(group, input[group.fieldid], prefix);
    Object.assign(fieldErrors, errors);
    if (items.length > 0) values[group.fieldid] = items;
  }
  return { values, fieldErrors };
}

/** One top-level field's errors with the form's values (a wrapper's are its fields'), as a form shows them. */
export function formFieldErrors(field: FormField, values: Readonly<Record<string, FormValue | undefined>>, prefix = 'extraFields'): FieldErrors {
  if (field.control === 'multi-group') return checkGroup(field, values[field.fieldid], prefix).fieldErrors;
  const errors: FieldErrors = {};
  for (const inner of field.control === 'wrapper' ? (field.fields ?? []) : [field]) {
    const value = values[inner.fieldid];
    const code = isGroupItems(value) ? 'invalid-input' : fieldError(inner, value);
    if (code) errors[`${prefix}.${inner.fieldid}`] = [code];
  }
  return errors;
}

/** Whether every field the form shows holds an acceptable value, compound ones included. */
export function formValuesValid(fields: readonly FormField[], values: Readonly<Record<string, FormValue>>): boolean {
  return Object.keys(checkFormValues(fields, values).fieldErrors).length === 0;
}

/** A multi-group's items as one text (exports, profiles): items joined by "; ", each "label: value, …" over its filled fields. */
export function groupItemsText(group: Pick<FormField, 'fields'>, items: readonly GroupItem[]): string {
  return items
    .map((item) =>
      (group.fields ?? [])
        .flatMap((inner) => {
          const value = item[inner.fieldid];
          const text = Array.isArray(value) ? value.join(', ') : (value ?? '');
          return text === '' ? [] : [`${inner.label}: ${text}`];
        })
        .join(', '),
    )
    .filter(Boolean)
    .join('; ');
}

const DIGITS_PLACEHOLDER = /^\d+$/;
/** The longest run of random digits a pattern may ask for. */
export const GENERATED_DIGITS_MAX = 32;

function randomDigits(count: number): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(count)), (entry) => String(entry % 10)).join('');
}

/**
 * A generated-id field's value: what it holds, or, when empty, its pattern with `{name}` parts
 * taken from `parts`, each `{uuid}` a new random UUID and each `{n}` n random digits. It fills
 * once and then keeps its value.
 */
export function generatedId(pattern: string, current: unknown, parts: Readonly<Record<string, string>> = {}, uuid: () => string = () => crypto.randomUUID()): string {
  if (typeof current === 'string' && current.trim() !== '') return current;
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (name === 'uuid') return uuid();
    if (DIGITS_PLACEHOLDER.test(name) && Number(name) >= 1 && Number(name) <= GENERATED_DIGITS_MAX) return randomDigits(Number(name));
    return parts[name] ?? whole;
  });
}

/** Whether a generated-id pattern makes ids: only `{uuid}` and `{n}` (1 to the most digits) placeholders, and at least one. */
export function isGeneratedIdPattern(pattern: string): boolean {
  const placeholders = [...pattern.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');
  const rest = pattern.replace(/\{[^{}]*\}/g, '');
  const valid = (name: string) => name === 'uuid' || (DIGITS_PLACEHOLDER.test(name) && Number(name) >= 1 && Number(name) <= GENERATED_DIGITS_MAX);
  return placeholders.length > 0 && placeholders.every(valid) && !/[{}]/.test(rest);
}

/** The values of a form's generated-id fields: each what the account holds, or a new one from its pattern. Only the server calls it. */
export function generatedValues(fields: readonly FormField[], stored: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(flatFields(fields).filter((field) => field.control === 'generated-id').map((field) => [field.fieldid, generatedId(field.pattern ?? '{uuid}', stored[field.fieldid])]));
}
