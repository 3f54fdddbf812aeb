import { checkCampaignDates, defaultEndDate, type SavedCampaignDates } from '#shared/campaign-rules.ts';
import type { ErrorCode } from '#shared/errors.ts';
import type { FieldCondition } from '#shared/field-conditions.ts';
import { generatedId } from '#shared/field-groups.ts';
import { ideaFieldListSchema, REWARD_TITLE_MAX_LENGTH, type IdeaFieldDefinition, type PrivacySetting } from '#shared/schemas/campaign.ts';

/** A date input's value ("2026-11-22") for a date kept as midnight UTC of that calendar day. */
export function toDateInput(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar day of a date input as midnight UTC (the day the shared date rules compare); null when empty or invalid. */
export function fromDateInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Today as the viewer's calendar sees it, as midnight UTC of that day. */
export function todayDate(now = new Date()): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** The end date input's default: four weeks after the start. */
export function defaultEndInput(startInput: string): string {
  const start = fromDateInput(startInput);
  return start ? toDateInput(defaultEndDate(start)) : '';
}

export type DateErrors = Partial<Record<'startDate' | 'endDate', ErrorCode>>;

/**
 * The date step's checks before anything is sent: empty fields are required, the rest are the
 * shared rules, with the campaign's stored dates as `saved`.
 */
export function checkDateInputs(
  inputs: { startDate: string; endDate: string },
  options: { now: Date; canExtend: boolean; saved?: SavedCampaignDates },
): DateErrors {
  const startDate = fromDateInput(inputs.startDate);
  const endDate = fromDateInput(inputs.endDate);
  const errors: DateErrors = {};
  if (!startDate) errors.startDate = 'ERROR_REQUIRED';
  if (!endDate) errors.endDate = 'ERROR_REQUIRED';
  if (!startDate || !endDate) return errors;
  return checkCampaignDates({ startDate, endDate }, options);
}

/** An idea extra field as the editor holds it: the stored definition's editable parts. */
export interface FieldDraft {
  fieldid: string;
  label: string;
  formType: string;
  options: string;
  required: boolean;
  public: boolean;
  description: string;
  /** A select-checkbox's limit as typed; empty for none. */
  limit: string;
  conditions: FieldCondition[];
}

/** A new idea field's id, generated once from the spec's pattern (spec 1 §3, spec 3 §4). */
const IDEA_FIELD_ID_PATTERN = 'val.{uuid}';

export function newFieldDraft(): FieldDraft {
  return { fieldid: generatedId(IDEA_FIELD_ID_PATTERN, ''), label: '', formType: 'text', options: '', required: false, public: true, description: '', limit: '', conditions: [] };
}

export function fieldDraftOf(field: IdeaFieldDefinition): FieldDraft {
  const { fieldid, label, formType, options, required, description } = field;
  return { fieldid, label, formType, options, required, public: field.public, description, limit: field.limit === undefined ? '' : String(field.limit), conditions: field.conditions ?? [] };
}

/** A row's errors by its path inside the field ("label", "conditions.0.pattern"). */
export type FieldDraftErrors = Partial<Record<string, ErrorCode>>;

function definitionOf(draft: FieldDraft, before: IdeaFieldDefinition | undefined): Record<string, unknown> {
  const limit = draft.formType === 'select-checkbox' && draft.limit.trim() !== '' ? Number(draft.limit) : undefined;
  // A rule other than a match has no pattern: one typed before the rule changed is dropped, not stored.
  const conditions = draft.conditions.map((condition) => (condition.kind === 'match' ? condition : { ...condition, pattern: '' }));
  return { ...before, ...draft, limit, conditions };
}

/** Every field checked with the shared schema of the list (conditions read earlier fields): the definitions, or each row's errors. */
export function checkFieldDrafts(
  drafts: FieldDraft[],
  existing: IdeaFieldDefinition[] = [],
): { ok: true; fields: IdeaFieldDefinition[] } | { ok: false; errors: FieldDraftErrors[] } {
  const result = ideaFieldListSchema.safeParse(drafts.map((draft) => definitionOf(draft, existing.find((field) => field.fieldid === draft.fieldid))));
  if (result.success) return { ok: true, fields: result.data };
  const errors: FieldDraftErrors[] = drafts.map(() => ({}));
  for (const issue of result.error.issues) {
    const [index, ...path] = issue.path;
    const rowErrors = typeof index === 'number' ? errors[index] : undefined;
    const key = path.join('.');
    if (rowErrors && key !== '' && !(key in rowErrors)) rowErrors[key] = issue.message as ErrorCode;
  }
  return { ok: false, errors };
}

/** Documents of the documents step: the upload and the name it is shown under. */
export interface DocumentDraft {
  mediaGuid: string;
  name: string;
  filename: string;
}

/**
 * Reward rows: the spec sets no rule on them (a reward may have no title), so only the stored
 * length is checked. Answers per-row errors, or null when all are fine.
 */
export function checkRewards(rewards: { title: string; description: string }[]): ({ title?: ErrorCode } | null)[] | null {
  const errors = rewards.map((reward) => (reward.title.trim().length <= REWARD_TITLE_MAX_LENGTH ? null : { title: 'VALUE_TOO_LONG' as const }));
  return errors.some(Boolean) ? errors : null;
}

export type { PrivacySetting };
