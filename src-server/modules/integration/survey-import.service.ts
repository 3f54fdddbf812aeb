import { v7 as uuidv7 } from 'uuid';
import { campaignPhase } from '#shared/campaign-rules.ts';
import type { ErrorCode } from '#shared/errors.ts';
import type { SurveyImportInput } from '#shared/schemas/integration.ts';
import { surveyImportInput } from '#shared/schemas/integration.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { campaignForCoachByGuid } from '#server/modules/campaign/campaign.service.ts';
import { campaignViewRefusal } from '#server/modules/campaign/campaign.policy.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { CampaignParticipantSchema } from '#server/entities/participation.entity.ts';
import { insertImportedIdea } from '#server/modules/idea/idea.service.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { importedIdeaContent, importedIdeaTitle } from './imported-idea';
import { readySurveySource } from './integration-access';
import { OutsideServiceError } from './outside-call';
import type { SurveyResponse } from './survey-source';

/** What an import did (spec 2 §7: success, message, responses); a failed outside call is an outcome, not an error. */
export interface SurveyImportOutcome {
  success: boolean;
  /** Responses that became ideas now, and those skipped: imported before, or with no answer to the idea question. */
  imported: { guid: string; name: string; responseId: string }[];
  skipped: number;
  code: ErrorCode | null;
  /** The outside service's own message, where it gave one. */
  detail: string | null;
}

/**
 * Imports a survey's responses as ideas of a campaign (spec 2 §7), for its coaches while it has
 * not ended. Each response with an answer to the idea question becomes one published idea, once:
 * a response imported before is skipped, even by two imports running at once (survey_import,
 * claimed in the idea's own transaction). Its author is the respondent's account when the e-mail
 * answer names one that may see the campaign, else the coach who imports, crediting the
 * respondent by name in the description.
 */
export async function importSurvey(ctx: AuthedContext, rawInput: SurveyImportInput): Promise<SurveyImportOutcome> {
  const input = surveyImportInput.parse(rawInput);
  const campaign = await campaignForCoachByGuid(ctx, input.campaignGuid);
  if (campaignPhase(campaign, new Date()) === 'finished') throw new AppError('campaign-ended');
  const source = await readySurveySource(ctx, input.service);

  let responses: SurveyResponse[];
  try {
    responses = await source.responses(input.formId);
  } catch (error) {
    if (error instanceof OutsideServiceError) return { success: false, imported: [], skipped: 0, code: 'integration-failed', detail: error.detail };
    throw error;
  }

  const authors = await respondentAccounts(ctx, campaign, responses.map((response) => answerOf(response, input.emailId)));
  const language = ctx.site.language === 'sv' ? 'sv' : 'en';
  const imported: SurveyImportOutcome['imported'] = [];
  let skipped = 0;
  for (const response of responses) {
    const answer = answerOf(response, input.fieldId);
    const name = answer ? importedIdeaTitle(answer) : null;
    if (!answer || !name) {
      skipped += 1;
      continue;
    }
    const respondentName = [answerOf(response, input.firstnameId), answerOf(response, input.lastnameId)].filter(Boolean).join(' ') || null;
    const author = authors.get(answerOf(response, input.emailId)?.toLowerCase() ?? '');
    const content = importedIdeaContent(answer, { name: respondentName, isAuthor: author !== undefined }, language);
    const idea = await ctx.em.transactional(async (em) => {
      const [claim] = await em
        .getConnection()
        .execute<{ id: string }[]>(
          `insert into survey_import (id, created_at, updated_at, organisation_id, campaign_id, service, response_id)
           values (?, now(), now(), ?, ?, ?, ?) on conflict do nothing returning id`,
          [uuidv7(), ctx.site.id, campaign.id, input.service, response.id],
          'all',
          em.getTransactionContext(),
        );
      if (!claim) return null;
      const created = await insertImportedIdea(em, { campaign, authorId: author?.id ?? ctx.viewer.id, name, content });
      await em.getConnection().execute('update survey_import set idea_id = ? where id = ?', [created.id, claim.id], 'run', em.getTransactionContext());
      return created;
    });
    if (idea) imported.push({ guid: idea.id, name: idea.name, responseId: response.id });
    else skipped += 1;
  }
  return { success: true, imported, skipped, code: null, detail: null };
}

function answerOf(response: SurveyResponse, questionId: string | undefined): string | undefined {
  const answer = questionId === undefined ? undefined : response.answers.get(questionId)?.trim();
  return answer || undefined;
}

/**
 * The site's accounts named by the responses' e-mail answers, by lower-cased address, kept only
 * where the account may author an idea here: not blocked, and able to see the campaign.
 */
async function respondentAccounts(ctx: AuthedContext, campaign: Campaign, emails: (string | undefined)[]): Promise<Map<string, User>> {
  const addresses = [...new Set(emails.filter((email): email is string => email !== undefined).map((email) => email.toLowerCase()))];
  if (addresses.length === 0) return new Map();
  const users = await ctx.em.find(UserSchema, { emailNormalized: { $in: addresses }, status: { $ne: 'blocked' } });
  const participants = await ctx.em.find(CampaignParticipantSchema, { campaign, user: { $in: users.map((user) => user.id) } });
  const involved = new Set(participants.map((participant) => participant.user.id));
  return new Map(users.filter((user) => campaignViewRefusal(user, campaign, involved.has(user.id)) === null).map((user) => [user.emailNormalized, user]));
}
