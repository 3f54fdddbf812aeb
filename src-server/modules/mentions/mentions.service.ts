import type { EntityManager } from '@mikro-orm/postgresql';
import { MENTION_SUGGESTIONS_MAX, MENTIONS_MAX, mentionedGuids, rewriteMentions, type Mention } from '#shared/mentions.ts';
import { isGuid } from '#shared/schemas/common.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import type { Idea } from '#server/entities/idea.entity.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { campaignMailOptions } from '#server/modules/campaign/campaign.presenter.ts';
import { loadIdeaForViewer } from '#server/modules/idea/idea-access.service.ts';
import type { IdeaRelation } from '#server/modules/idea/idea.policy.ts';
import { ideaRelationOf } from '#server/modules/idea/idea-view.service.ts';
import { queueNoticeMails, type NoticeContext } from '#server/modules/notification/notice-mails.ts';
import { notify } from '#server/modules/notification/notification.service.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import { viewerFactsOfRow, type PersonInCampaignRow, type ViewerFacts } from '#server/modules/user/viewer-facts.ts';

/** A person who might be mentioned, with what decides whether they see the idea. */
type PersonRow = PersonInCampaignRow & { first_name: string; last_name: string };

/**
 * Beyond seeing the idea, may this person read what is being written? Comments: anyone who sees
 * the idea. Feedback: its campaign's feedback visibility decides (the feedback module's rule).
 */
export type MentionReader = (person: ViewerFacts, relation: IdeaRelation, campaign: Campaign) => boolean;

const PERSON_COLUMNS = `u.id, u.email, u.status, u.roles, u.is_org_admin, u.org_role, u.first_name, u.last_name,
  (select p.status from campaign_participant p where p.campaign_id = ? and p.user_id = u.id) as membership,
  exists (select 1 from campaign_invitation inv where inv.campaign_id = ? and inv.email = u.email_normalized) as invited`;

/** People of the site who can still sign in (blocked and leaving accounts are never mentioned). */
const PERSON_SCOPE = `u.organisation_id = ? and u.status not in ('blocked', 'pendingDelete')`;

function run<T extends object>(em: EntityManager, query: string, params: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(query, params, 'all', em.getTransactionContext());
}

/** The rows of people who may see the idea (the idea page's own rule) and read the text. */
async function admitted(em: EntityManager, rows: PersonRow[], idea: Idea, campaign: Campaign, reader: MentionReader): Promise<PersonRow[]> {
  if (rows.length === 0) return [];
  const authors = await run<{ userId: string; status: string }>(em, 'select user_id as "userId", status from idea_author where idea_id = ?', [idea.id]);
  return rows.filter((row) => {
    const person = viewerFactsOfRow(row);
    const relation = ideaRelationOf(person, campaign, { membership: row.membership, invited: row.invited }, { status: idea.status, merged: idea.mergedInto != null }, authors);
    return relation !== null && reader(person, relation, campaign);
  });
}

/** Candidates fetched per suggestion request before the access rule: enough that 8 remain in a mixed site. */
const SUGGESTION_CANDIDATES = 60;

/**
 * Who the writer of a comment or feedback on the idea may mention, by the start of their first or
 * last name or full name (issue 34 item 6): people of this site who may see the idea and read the
 * text (for a private campaign, its members, invitees, coaches and admins), never the writer,
 * at most MENTION_SUGGESTIONS_MAX. The writer must see the idea themselves. Names only: an
 * e-mail address is never matched, so the list cannot be used to probe addresses.
 */
export async function suggestMentions(ctx: AuthedContext, ideaGuid: string, query: string, reader: MentionReader): Promise<Mention[]> {
  const { idea, campaign } = await loadIdeaForViewer(ctx, ideaGuid);
  const words = query.trim().toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);
  if (words === '') return [];
  // A private campaign admits only the people in it: ask the database for them alone.
  const involvedOnly =
    campaign.privacySetting === 'private'
      ? `and (u.is_org_admin or cardinality(u.roles) > 0 or exists (select 1 from campaign_participant p where p.campaign_id = ? and p.user_id = u.id)
          or exists (select 1 from campaign_invitation inv where inv.campaign_id = ? and inv.email = u.email_normalized)
          or exists (select 1 from campaign_coach cc where cc.campaign_id = ? and cc.user_id = u.id))`
      : '';
  const rows = await run<PersonRow>(
    ctx.em,
    `select ${PERSON_COLUMNS}
from app_user u
where ${PERSON_SCOPE} and u.id <> ?
  and (lower(u.first_name) like ? escape '\\' or lower(u.last_name) like ? escape '\\' or lower(u.first_name || ' ' || u.last_name) like ? escape '\\')
  ${involvedOnly}
order by u.first_name, u.last_name, u.id
limit ?`,
    [campaign.id, campaign.id, ctx.site.id, ctx.viewer.id, `${words}%`, `${words}%`, `${words}%`, ...(involvedOnly ? [campaign.id, campaign.id, campaign.id] : []), SUGGESTION_CANDIDATES],
  );
  return (await admitted(ctx.em, rows, idea, campaign, reader))
    .slice(0, MENTION_SUGGESTIONS_MAX)
    .map((row) => ({ guid: row.id, name: fullName({ firstName: row.first_name, lastName: row.last_name }) }));
}

export interface ResolvedMentions {
  /** The text to store: tokens of admitted people with their current names, plain `@Name` for the rest. */
  text: string;
  /** The people it mentions who may be told. */
  people: PersonRow[];
}

/**
 * The mentions of a text about to be saved (issue 34 item 6): each token naming a person of this
 * site who may see the idea and read the text stays a mention; any other (another site's person,
 * someone outside a private campaign, a made-up guid) becomes plain text and tells nobody. At
 * most MENTIONS_MAX people are looked at; tokens past them become plain text too.
 */
export async function resolveMentions(ctx: AuthedContext, idea: Idea, campaign: Campaign, text: string, reader: MentionReader): Promise<ResolvedMentions> {
  const guids = mentionedGuids(text).filter(isGuid).slice(0, MENTIONS_MAX);
  const rows =
    guids.length === 0
      ? []
      : await run<PersonRow>(
          ctx.em,
          `select ${PERSON_COLUMNS} from app_user u where ${PERSON_SCOPE} and u.id in (select value::uuid from jsonb_array_elements_text(?::jsonb))`,
          [campaign.id, campaign.id, ctx.site.id, JSON.stringify(guids)],
        );
  const people = await admitted(ctx.em, rows, idea, campaign, reader);
  const names = new Map(people.map((row) => [row.id, fullName({ firstName: row.first_name, lastName: row.last_name })]));
  return { text: rewriteMentions(text, (guid) => names.get(guid) ?? null), people };
}

/**
 * Tells each newly mentioned person once (issue 34 item 6): a feed entry (live through the
 * realtime bus, as every notification) and a mail in the site's language to those whose account
 * is active, as status notices are sent. Never the writer; not those in `alreadyTold` (the
 * people an edited text mentioned before). Runs in the caller's transaction, with the save.
 */
export async function tellMentioned(
  ctx: NoticeContext,
  actor: { id: string; firstName: string; lastName: string },
  idea: Pick<Idea, 'id' | 'name'>,
  campaign: Campaign,
  people: PersonRow[],
  where: 'comment' | 'feedback',
  alreadyTold: Iterable<string> = [],
): Promise<void> {
  const told = new Set(alreadyTold);
  told.add(actor.id);
  const recipients = people.filter((row) => !told.has(row.id));
  if (recipients.length === 0) return;
  const actorName = fullName(actor);
  await notify(ctx.em, {
    organisationId: ctx.site.id,
    userIds: recipients.map((row) => row.id),
    type: 'idea',
    subType: 'mention',
    data: { ideaGuid: idea.id, ideaName: idea.name, campaignSlug: campaign.slug, campaignName: campaign.name, actorGuid: actor.id, actorName },
  });
  const mailed = recipients.filter((row) => row.status === 'active');
  if (mailed.length === 0) return;
  // Through the preference centre: only those who keep mentions by mail get one, with its unsubscribe link.
  await queueNoticeMails(
    ctx,
    'mentions',
    mailed.map((row) => ({ userId: row.id, email: row.email, params: { ideaName: idea.name, campaignName: campaign.name, actorName, where }, path: `/ideas/${idea.id}` })),
    'idea-mention',
    campaignMailOptions(campaign),
  );
}
