import { v7 as uuidv7 } from 'uuid';
import type { ErrorCode } from '#shared/errors.ts';
import { trelloExportInput, type TrelloExportInput } from '#shared/schemas/integration.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { campaignForCoach } from '#server/modules/campaign/campaign.service.ts';
import { IdeaSchema } from '#server/entities/idea.entity.ts';
import { readyTrello } from './integration-access';
import { OutsideServiceError } from './outside-call';
import { trelloClient } from './trello.client';
import { siteAddress } from '#server/modules/organisation/site-address.ts';

/**
 * Cards made by one export at the most: Trello allows a token 100 calls in 10 seconds, and the
 * user waits on the answer. What is left goes with the next export, which skips what is done.
 */
export const TRELLO_EXPORT_BATCH = 80;

/** What an export did (spec 2 §7: result.ideas); a failed outside call is an outcome, not an error. */
export interface TrelloExportOutcome {
  success: boolean;
  exported: { guid: string; name: string; cardId: string }[];
  /** Ideas still to export: past this export's batch, or after the failure that stopped it. */
  remaining: number;
  code: ErrorCode | null;
  detail: string | null;
}

/**
 * Exports a campaign's ideas as cards of a Trello list (spec 2 §7), for its coaches: every idea
 * but drafts, oldest first, each with its text and a link back to its page. An idea already in
 * that list is not sent again, even by two exports at once: its row (trello_card) is claimed
 * before the card is made, and given up if Trello refuses.
 */
export async function exportToTrello(ctx: AuthedContext, rawInput: TrelloExportInput): Promise<TrelloExportOutcome> {
  const input = trelloExportInput.parse(rawInput);
  const campaign = await campaignForCoach(ctx, input.campaignSlug);
  const trello = trelloClient(await readyTrello(ctx));
  const done = await ctx.em
    .getConnection()
    .execute<{ idea_id: string }[]>('select idea_id from trello_card where list_id = ? and organisation_id = ?', [input.listId, ctx.site.id]);
  const skip = new Set(done.map((row) => row.idea_id));
  const ideas = (await ctx.em.find(IdeaSchema, { campaign, status: { $ne: 'DRAFT' } }, { orderBy: { createdAt: 'asc', id: 'asc' } })).filter((idea) => !skip.has(idea.id));

  const exported: TrelloExportOutcome['exported'] = [];
  for (const idea of ideas.slice(0, TRELLO_EXPORT_BATCH)) {
    const [claim] = await ctx.em
      .getConnection()
      .execute<{ id: string }[]>(
        `insert into trello_card (id, created_at, updated_at, organisation_id, idea_id, list_id) values (?, now(), now(), ?, ?, ?)
         on conflict do nothing returning id`,
        [uuidv7(), ctx.site.id, idea.id, input.listId],
      );
    if (!claim) continue;
    try {
      const card = await trello.createCard(input.listId, idea.name, cardDescription(idea.content, `${siteAddress(ctx.site, ctx.deps.publicUrl)}/ideas/${idea.id}`));
      await ctx.em.getConnection().execute('update trello_card set card_id = ?, updated_at = now() where id = ?', [card.id, claim.id]);
      exported.push({ guid: idea.id, name: idea.name, cardId: card.id });
    } catch (error) {
      await ctx.em.getConnection().execute('delete from trello_card where id = ?', [claim.id]);
      if (!(error instanceof OutsideServiceError)) throw error;
      return { success: false, exported, remaining: ideas.length - exported.length, code: 'integration-failed', detail: error.detail };
    }
  }
  return { success: true, exported, remaining: Math.max(0, ideas.length - TRELLO_EXPORT_BATCH), code: null, detail: null };
}

/** Trello card descriptions hold up to 16,384 characters; the link back always fits. */
const TRELLO_DESCRIPTION_MAX = 16_384;

function cardDescription(content: string, link: string): string {
  const tail = `\n\n${link}`;
  return `${content.trim().slice(0, TRELLO_DESCRIPTION_MAX - tail.length)}${tail}`;
}
