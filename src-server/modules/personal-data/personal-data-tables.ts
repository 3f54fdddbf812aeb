import type { EntityManager } from '@mikro-orm/postgresql';
import { AgreementAcceptanceSchema } from '#server/entities/agreement.entity.ts';
import { CampaignEvaluatorSchema, EvaluationConflictSchema, ReviewAssignmentSchema } from '#server/entities/evaluation.entity.ts';
import { FollowSchema } from '#server/entities/follow.entity.ts';
import { CommentSchema, FeedbackSchema, IdeaAuthorSchema, IdeaSchema, UpvoteSchema } from '#server/entities/idea.entity.ts';
import { MediaFileSchema, type MediaFile } from '#server/entities/media.entity.ts';
import { NotificationSchema } from '#server/entities/notification.entity.ts';
import { PointAwardSchema } from '#server/entities/point-award.entity.ts';
import type { User } from '#server/entities/user.entity.ts';

export type Value = string | number | boolean | null;

/** One kind of data: a CSV file for people, a list in the JSON file for programs. */
export interface Table {
  name: string;
  columns: string[];
  rows: Record<string, Value>[];
}

const iso = (moment: Date | null | undefined) => moment?.toISOString() ?? null;
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
const text = (value: unknown) => (typeof value === 'string' ? value : json(value));

function table(name: string, columns: string[], rows: Record<string, Value>[]): Table {
  return { name, columns, rows };
}

/**
 * Everything the site keeps about one person and what they wrote, read on the person's own
 * site (the job's EntityManager is scoped to it). Only their own rows: others' feedback on their
 * ideas, or comments in reply to theirs, are the others' data.
 */
export async function personalDataTables(em: EntityManager, person: User): Promise<{ tables: Table[]; files: MediaFile[] }> {
  await em.populate(person, ['interests', 'labels']);
  const profile = table(
    'profile',
    ['id', 'email', 'firstName', 'lastName', 'status', 'role', 'description', 'country', 'location', 'signInService', 'interests', 'labels', 'emailOptions', 'createdAt', 'lastLoginAt'],
    [
      {
        id: person.id,
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        status: person.status,
        role: person.orgRole,
        description: person.description,
        country: person.location?.country_code ?? null,
        location: person.location?.public_format ?? null,
        signInService: person.service ?? null,
        interests: person.interests.getItems().map((tag) => tag.name).join(', '),
        labels: person.labels.getItems().map((label) => label.name).join(', '),
        emailOptions: json(person.emailOptions),
        createdAt: iso(person.createdAt),
        lastLoginAt: iso(person.lastLoginAt),
      },
    ],
  );
  const answers = table('registration-answers', ['field', 'answer'], Object.entries(person.extraFields).map(([field, answer]) => ({ field, answer: text(answer) })));

  const authorships = await em.find(IdeaAuthorSchema, { user: person.id }, { populate: ['idea', 'idea.campaign'], orderBy: { createdAt: 'asc' } });
  const created = await em.find(IdeaSchema, { createdBy: person.id, id: { $nin: authorships.map((row) => row.idea.id) } }, { populate: ['campaign'], orderBy: { createdAt: 'asc' } });
  const ideaRow = (idea: (typeof created)[number], role: string) => ({
    id: idea.id,
    campaign: idea.campaign.name,
    name: idea.name,
    content: idea.content,
    status: idea.status,
    authorship: role,
    fields: json(idea.extraFields),
    createdAt: iso(idea.createdAt),
  });
  const ideas = table('ideas', ['id', 'campaign', 'name', 'content', 'status', 'authorship', 'fields', 'createdAt'], [
    ...authorships.map((row) => ideaRow(row.idea, row.idea.createdBy?.id === person.id ? 'creator' : `co-author (${row.status})`)),
    ...created.map((idea) => ideaRow(idea, 'creator')),
  ]);

  const comments = await em.find(CommentSchema, { author: person.id }, { populate: ['idea'], orderBy: { createdAt: 'asc' } });
  const feedback = await em.find(FeedbackSchema, { author: person.id }, { populate: ['idea'], orderBy: { createdAt: 'asc' } });
  const upvotes = await em.find(UpvoteSchema, { user: person.id }, { populate: ['idea'], orderBy: { createdAt: 'asc' } });
  const points = await em.find(PointAwardSchema, { user: person.id }, { populate: ['campaign'], orderBy: { createdAt: 'asc' } });
  const notifications = await em.find(NotificationSchema, { user: person.id }, { orderBy: { createdAt: 'asc' } });
  const acceptances = await em.find(AgreementAcceptanceSchema, { user: person.id }, { populate: ['agreement', 'agreementVersion'], orderBy: { acceptedAt: 'asc' } });
  const files = await em.find(MediaFileSchema, { owner: person.id }, { orderBy: { createdAt: 'asc' } });
  // Issue 34: the ideas and campaigns whose news the person gets, or said they do not want.
  const follows = await em.find(FollowSchema, { user: person.id }, { populate: ['idea', 'campaign'], orderBy: { createdAt: 'asc' } });
  // Issue 33: the campaigns the person evaluates in, the reviews they are assigned, the conflicts they declared.
  const evaluatorRoles = await em.find(CampaignEvaluatorSchema, { user: person.id }, { populate: ['campaign'], orderBy: { createdAt: 'asc' } });
  const assignments = await em.find(ReviewAssignmentSchema, { evaluator: person.id }, { populate: ['campaign', 'stage', 'idea'], orderBy: { createdAt: 'asc' } });
  const conflicts = await em.find(EvaluationConflictSchema, { user: person.id }, { populate: ['idea'], orderBy: { createdAt: 'asc' } });

  return {
    tables: [
      profile,
      answers,
      ideas,
      table('comments', ['id', 'ideaId', 'idea', 'comment', 'createdAt'], comments.map((row) => ({ id: row.id, ideaId: row.idea.id, idea: row.idea.name, comment: row.body, createdAt: iso(row.createdAt) }))),
      table('feedback', ['id', 'ideaId', 'idea', 'feedback', 'rating', 'createdAt'], feedback.map((row) => ({ id: row.id, ideaId: row.idea.id, idea: row.idea.name, feedback: row.comment, rating: row.rating ?? null, createdAt: iso(row.createdAt) }))),
      table('upvotes', ['ideaId', 'idea', 'createdAt'], upvotes.map((row) => ({ ideaId: row.idea.id, idea: row.idea.name, createdAt: iso(row.createdAt) }))),
      table('points', ['campaign', 'cause', 'points', 'createdAt'], points.map((row) => ({ campaign: row.campaign.name, cause: row.cause, points: row.points, createdAt: iso(row.createdAt) }))),
      table('notifications', ['type', 'subType', 'data', 'readAt', 'createdAt'], notifications.map((row) => ({ type: row.type, subType: row.subType, data: json(row.data), readAt: iso(row.readAt), createdAt: iso(row.createdAt) }))),
      table('agreement-acceptances', ['agreement', 'version', 'acceptedAt'], acceptances.map((row) => ({ agreement: row.agreementVersion.name || row.agreement.name, version: row.agreementVersion.version, acceptedAt: iso(row.acceptedAt) }))),
      table('files', ['id', 'path', 'name', 'type', 'bytes', 'createdAt'], files.map((file) => ({ id: file.id, path: filePath(file), name: file.filename, type: file.mimeType, bytes: file.byteSize, createdAt: iso(file.createdAt) }))),
      table(
        'follows',
        ['ideaId', 'idea', 'campaign', 'following', 'since'],
        follows.map((row) => ({ ideaId: row.idea?.id ?? null, idea: row.idea?.name ?? null, campaign: row.campaign?.name ?? null, following: row.following, since: iso(row.createdAt) })),
      ),
      table('evaluator-roles', ['campaign', 'since'], evaluatorRoles.map((row) => ({ campaign: row.campaign.name, since: iso(row.createdAt) }))),
      table(
        'review-assignments',
        ['campaign', 'stage', 'ideaId', 'idea', 'state', 'dueDate', 'assignedAt'],
        assignments.map((row) => ({ campaign: row.campaign.name, stage: row.stage.nameEn, ideaId: row.idea.id, idea: row.idea.name, state: row.state, dueDate: String(row.dueDate), assignedAt: iso(row.createdAt) })),
      ),
      table('evaluation-conflicts', ['ideaId', 'idea', 'declaredAt'], conflicts.map((row) => ({ ideaId: row.idea.id, idea: row.idea.name, declaredAt: iso(row.createdAt) }))),
    ],
    files,
  };
}

/** Where an uploaded file sits in the zip: its id keeps two files of one name apart. */
export function filePath(file: Pick<MediaFile, 'id' | 'filename'>): string {
  return `files/${file.id}-${file.filename.replace(/[/\\]/g, '_')}`;
}
