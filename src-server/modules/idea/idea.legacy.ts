import type { IdeaAuthorStatusInput, IdeaCreateInput, IdeaStatusInput, IdeaTagListInput, IdeaUpdateInput } from '#shared/schemas/idea.ts';
import { IDEA_MAX_PAGE_SIZE, IDEA_PAGE_SIZE, type CampaignIdeasInput } from '#shared/schemas/idea-list.ts';
import { legacyFileGuid } from '#server/legacy/file-reference.ts';
import { orBriefRedirect } from '#server/modules/campaign/campaign-brief-answer.ts';
import { legacyListPage } from '#server/legacy/list-window.ts';
import { authorIdeas } from './author-ideas-answer';
import { LegacyList } from '#server/legacy/envelope.ts';
import type { LegacyCall, LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { z } from 'zod';
import { ideaStatusInput } from '#shared/schemas/idea.ts';
import { legacyIdeaBody, legacyIdeaSaveBody } from '#server/legacy/legacy-payloads.ts';
import { legacyIdeaAnswer } from '#server/legacy/legacy-answers.ts';
import { legacyAuthorStatusAnswer, legacyIdeaDeletedAnswer, legacyIdeaListEntryAnswer, legacyTagListAnswer } from './idea-legacy-answers';

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function fileList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
}

/** A legacy list whose entries are strings or objects naming the value under `key`. */
function entries(value: unknown, key: string): unknown[] {
  return fileList(value).map((entry) => (typeof entry === 'string' ? entry : record(entry)[key]));
}

/**
 * The legacy idea payload (spec 1 §7: name, data{content, extraFields, images, video,
 * documents}, thumbnail, feedbackUsed, tags, authorsToAdd, authorsToRemove, isParticipant) in
 * the procedures' names. Files are replaced only when the payload names some; tags only when it
 * has a tags field. Tags, added authors and removed authors may come as strings or as objects
 * (`{ name }`, `{ email }`, `{ guid }`), as the legacy lists of tags and authors are shaped.
 */
function ideaFields(body: Record<string, unknown>) {
  const data = record(body.data);
  const hasFiles = ['thumbnail', 'images', 'video', 'documents', 'attachments'].some((key) => key in body || key in data);
  const attachments = body.attachments ?? {
    thumbnail: fileList(body.thumbnail ?? data.thumbnail).map(legacyFileGuid)[0] ?? null,
    images: fileList(data.images ?? body.images).map(legacyFileGuid),
    video: fileList(data.video ?? body.video).map(legacyFileGuid)[0] ?? null,
    documents: fileList(data.documents ?? body.documents).map((document) => ({ guid: legacyFileGuid(document), name: record(document).name ?? '' })),
  };
  return {
    name: body.name,
    content: data.content ?? body.content,
    extraFields: data.extraFields ?? body.extraFields ?? {},
    ...(hasFiles ? { attachments } : {}),
    ...('tags' in body ? { tags: entries(body.tags, 'name') } : {}),
    authorsToAdd: entries(body.authorsToAdd, 'email'),
    authorsToRemove: entries(body.authorsToRemove, 'guid'),
    isParticipant: typeof body.isParticipant === 'boolean' ? body.isParticipant : undefined,
  };
}

function update({ caller, params, body }: LegacyCall) {
  const feedbackUsed = fileList(body.feedbackUsed).map((entry) => (typeof entry === 'string' ? entry : record(entry).guid));
  // The procedure's schema validates every field; the cast only names the shape.
  return caller.idea.update({ ...ideaFields(body), guid: params.guid ?? '', feedbackUsed } as IdeaUpdateInput);
}

/** The idea (its authors with their labels, spec 1 §3 Author) with its feedback as this viewer may read it. */
async function view({ caller, params }: LegacyCall) {
  const idea = await caller.idea.byGuid({ guid: params.guid ?? '' });
  return { ...idea, feedbacks: await caller.feedback.list({ ideaGuid: idea.guid }) };
}

/** A comma-joined or repeated list parameter (?tags=a,b or ?tags=a&tags=b). */
function listParameter(value: unknown): string[] {
  const values = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
  return values.flatMap((entry) => entry.split(',')).map((entry) => entry.trim()).filter(Boolean);
}

/**
 * GET /ideas and /guest/ideas (spec 1 §7), and GET /api/ideas when it carries authorsGuid (the
 * admin list, spec 2 §7, owns that path otherwise): a campaign's ideas (campaignGuid or
 * slug, sortBy, count, offset, filter, authors, tags), or, with authorsGuid and no campaign,
 * a person's ideas (authorIdeas). `me` stands for the viewer wherever an author guid goes.
 */
export async function ideaList(call: LegacyCall) {
  const { caller, ctx, query } = call;
  const authorGuids = [...listParameter(query.authors), ...listParameter(query.authorsGuid)];
  const slug = query.slug ?? query.campaignSlug;
  const campaignGuid = query.campaignGuid ?? query.campaign;
  if (!slug && !campaignGuid && authorGuids.length > 0) return authorIdeas(call, authorGuids);
  const authors = authorGuids.map((guid) => (guid === 'me' ? (ctx.viewerFacts?.id ?? guid) : guid));
  const page = await orBriefRedirect(slug, () => legacyListPage(query, { defaultSize: IDEA_PAGE_SIZE, maxSize: IDEA_MAX_PAGE_SIZE }, async ({ offset, count }) => {
    const answer = await caller.idea.byCampaign({
      slug: slug || undefined,
      campaignGuid: campaignGuid || undefined,
      sort: query.sortBy ?? query.sort ?? query.orderby,
      count,
      offset,
      search: query.filter ?? query.search ?? query.query,
      authors,
      tags: listParameter(query.tags),
      // The procedure's schema coerces the query's strings; the cast only names the shape.
    } as CampaignIdeasInput);
    return { items: answer.ideas, total: answer.total };
  }));
  return new LegacyList(page.items, page.total);
}

/** Legacy idea routes (spec 1 §7): create, save, view, delete, the coach's status change, co-author answers and tags. */
export function ideaLegacyRoutes(table: LegacyRouteTable): void {
  table.route('POST', '/campaigns/:slug/ideas', ({ caller, params, body }) =>
    caller.idea.create({ ...ideaFields(body), campaignSlug: params.slug ?? '' } as IdeaCreateInput), { doc: { summary: "Create an idea in a campaign", body: legacyIdeaBody, response: legacyIdeaAnswer } }
  );
  table.route('POST', '/ideas/:guid', update, { doc: { summary: "Save an idea", body: legacyIdeaSaveBody, response: legacyIdeaAnswer } });
  table.route('PUT', '/api/ideas/:guid', update, { doc: { summary: "Save an idea", body: legacyIdeaSaveBody, response: legacyIdeaAnswer } });
  table.route('GET', '/ideas', ideaList, { doc: { response: legacyIdeaListEntryAnswer, summary: "A campaign's ideas", query: z.object({ campaignGuid: z.string().optional(), slug: z.string().optional(), sortBy: z.string().optional(), count: z.string().optional(), offset: z.string().optional(), filter: z.string().optional(), authors: z.string().optional(), tags: z.string().optional() }), answers: 'list' } });
  table.route('GET', '/guest/ideas', ideaList, { doc: { response: legacyIdeaListEntryAnswer, summary: "A campaign's ideas, for visitors", query: z.object({ campaignGuid: z.string().optional(), sortBy: z.string().optional(), count: z.string().optional(), offset: z.string().optional(), filter: z.string().optional(), authors: z.string().optional(), tags: z.string().optional() }), answers: 'list' } });
  table.route('GET', '/ideas/:guid', view, { doc: { summary: "An idea, with its feedbacks", response: legacyIdeaAnswer } });
  table.route('GET', '/api/ideas/:guid', view, { doc: { summary: "An idea, with its feedbacks", response: legacyIdeaAnswer } });
  table.route('GET', '/guest/ideas/:guid', view, { doc: { summary: "An idea, with its feedbacks", response: legacyIdeaAnswer } });
  table.route('DELETE', '/api/ideas/:guid', ({ caller, params }) => caller.idea.delete({ guid: params.guid ?? '' }), { doc: { response: legacyIdeaDeletedAnswer, summary: "Delete an idea" } });
  // The invitee's answer: the legacy client reads the first result item as the outcome.
  table.route('POST', '/ideas/:guid/authors/status', async ({ caller, params, body }) => {
    const { outcome, idea } = await caller.idea.authorStatus({ ideaGuid: params.guid ?? '', newStatus: body.newStatus, authorGuid: body.authorGuid } as IdeaAuthorStatusInput);
    return [outcome, idea];
  }, { doc: { response: legacyAuthorStatusAnswer, summary: "Answer a co-author invitation", body: z.object({ newStatus: z.enum(['accepted', 'rejected']), authorGuid: z.string().optional(), campaignGuid: z.string().optional() }) } });
  table.route('POST', '/idea/:guid/tag/:tag', ({ caller, params }) => caller.idea.tag.add({ guid: params.guid ?? '', tag: params.tag ?? '' }), { doc: { response: legacyIdeaAnswer, summary: "Tag an idea", body: 'none' } });
  table.route('DELETE', '/idea/:guid/tag/:tag', ({ caller, params }) => caller.idea.tag.remove({ guid: params.guid ?? '', tag: params.tag ?? '' }), { doc: { response: legacyIdeaAnswer, summary: "Remove an idea's tag" } });
  table.route('GET', '/idea-tags', ({ caller }) => caller.idea.tag.inUse(), { doc: { response: legacyTagListAnswer, summary: "The tags ideas use" } });
  table.route('POST', '/idea-tags', ({ caller, body }) => caller.idea.tag.findOrCreate({ list: entries(body.list, 'name') } as IdeaTagListInput), { doc: { response: legacyTagListAnswer, summary: "Tags by name, created when new", body: z.object({ list: z.array(z.union([z.string(), z.object({ name: z.string() })])) }) } });
  table.route('POST', '/coach/idea/:guid', ({ caller, params, body }) => caller.idea.setStatus({ guid: params.guid ?? '', status: body.status } as IdeaStatusInput), { doc: { summary: "Set an idea's status (coaches)", body: ideaStatusInput.omit({ guid: true }), response: legacyIdeaAnswer } });
}
