import { z } from 'zod';
import { IDEA_STATUSES } from '../constants';
import { dateSchema, guidSchema } from './common';

/** Longest stage or template name, in either language. */
export const STAGE_NAME_MAX_LENGTH = 80;
/** Most stages in one pipeline: a review process, not a status for every idea. */
export const STAGES_MAX = 20;
/** Most ideas one bulk move takes (a page of the coach's list, several times over). */
export const STAGE_MOVE_MAX_IDEAS = 500;
/** The coach's note on why ideas moved. */
export const STAGE_MOVE_REASON_MAX_LENGTH = 1000;

/**
 * The spec statuses a stage may report. A draft is its author's, never a stage of review, so no
 * stage reports it.
 */
export const STAGE_REPORTED_STATUSES = IDEA_STATUSES.filter((status) => status !== 'DRAFT') as Exclude<(typeof IDEA_STATUSES)[number], 'DRAFT'>[];

/**
 * What participants see of an idea in a stage: the stage's own name, or only the spec status it
 * reports (a stage such as "Shortlist round 2" can be the coaches' business).
 */
export const STAGE_PARTICIPANT_VIEWS = ['stage', 'status'] as const;
export type StageParticipantView = (typeof STAGE_PARTICIPANT_VIEWS)[number];

const stageName = z.string().trim().min(1, 'ERROR_REQUIRED').max(STAGE_NAME_MAX_LENGTH, 'VALUE_TOO_LONG');

/** One stage as a template keeps it: everything but a deadline, which belongs to a campaign. */
export const stageDefinitionSchema = z.object({
  nameEn: stageName,
  nameSv: stageName,
  participantView: z.enum(STAGE_PARTICIPANT_VIEWS, 'invalid-input'),
  reportsStatus: z.enum(STAGE_REPORTED_STATUSES, 'invalid-input'),
});
export type StageDefinition = z.infer<typeof stageDefinitionSchema>;

/** An org admin saves one of the site's stage templates: new without a guid, else that template. */
export const stageTemplateSaveInput = z.object({
  guid: guidSchema.optional(),
  name: stageName,
  stages: z.array(stageDefinitionSchema).min(1, 'ERROR_REQUIRED').max(STAGES_MAX, 'invalid-input'),
});
export type StageTemplateSaveInput = z.infer<typeof stageTemplateSaveInput>;

/** A campaign, for its stages, by slug as the coach's pages name it. */
export const campaignStagesInput = z.object({ campaignSlug: z.string().trim().min(1).max(200) });

/**
 * A coach saves a campaign's pipeline, in order. A stage with a guid is that stage kept (its
 * history with it); one without is new; a stage left out is removed. An empty list goes back to
 * the spec's statuses.
 */
export const campaignStagesSaveInput = campaignStagesInput.extend({
  stages: z
    .array(
      stageDefinitionSchema.extend({
        guid: guidSchema.optional(),
        // A day, kept as the ISO date the coach picked (no time of day, no time zone).
        deadline: dateSchema()
          .transform((date) => date.toISOString().slice(0, 10))
          .nullable()
          .default(null),
      }),
    )
    .max(STAGES_MAX, 'invalid-input'),
});
export type CampaignStagesSaveInput = z.infer<typeof campaignStagesSaveInput>;

/** Ideas of one campaign moved to one of its stages, one or many at once, with the coach's reason. */
export const stageMoveInput = z.object({
  ideaGuids: z.array(guidSchema).min(1, 'ERROR_REQUIRED').max(STAGE_MOVE_MAX_IDEAS, 'invalid-input'),
  toStageGuid: guidSchema,
  reason: z.string().trim().max(STAGE_MOVE_REASON_MAX_LENGTH, 'VALUE_TOO_LONG').default(''),
});
export type StageMoveInput = z.input<typeof stageMoveInput>;

/** A recorded move, to undo it together with the rest of the bulk move it was part of. */
export const stageMoveUndoInput = z.object({ moveGuid: guidSchema });

/** The stage an idea is in, for its page. */
export const ideaStageInput = z.object({ ideaGuid: guidSchema });

/** The ideas of one stage of a campaign (or those in no stage), a page at a time. */
export const stageIdeasInput = campaignStagesInput.extend({
  stageGuid: guidSchema.nullable(),
  page: z.number().int().min(1).max(10_000).default(1),
});
