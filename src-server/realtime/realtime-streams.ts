import type { UserStatus } from '#shared/constants.ts';
import type { RealtimeViewerInput } from '#shared/schemas/realtime.ts';
import { AppError } from '#server/errors/app-error.ts';
import { coachedStage } from '#server/modules/evaluation/coached-stage.ts';
import { loadIdeaForViewer } from '#server/modules/idea/idea-access.service.ts';
import { countUnread } from '#server/modules/notification/notification.service.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { realtimeBus, type RealtimeBus, type RealtimeTopic } from './realtime-bus';

/** What a tab hears on its one stream. Events only say what to read again, through its own checks. */
export type ViewerEvent =
  /** The viewer's unread notification count, at once and whenever it may have changed. */
  | { type: 'unread'; count: number }
  /** An administrator changed the viewer's account status (spec 1 §4). */
  | { type: 'status'; status: UserStatus }
  /** A comment or feedback was written, changed or removed on the open idea, or a merge it takes part in moved on. */
  | { type: 'idea'; what: 'comment' | 'feedback' | 'merge' }
  /** A review of the followed stage was submitted (or reopened): its consensus changed (issue 33). */
  | { type: 'review'; ideaGuid: string }
  /** The session this stream was opened with ended (a logout in another tab): the stream ends after it. */
  | { type: 'signed-out' };

/**
 * The tab's one stream: for a signed-in viewer their unread count and account status, and, on an
 * idea page, that idea's activity (for visitors too, where the campaign admits them), and on a
 * stage's consensus table, its submitted reviews (the campaign's coaches and admins only). Access
 * to the idea and the stage is checked before the stream opens, so a refusal reaches the client as
 * the usual error code. `target` is the idea's guid, or what the tab follows.
 */
export async function viewerStream(ctx: AppContext, target: string | RealtimeViewerInput | undefined, signal?: AbortSignal, bus: RealtimeBus = realtimeBus): Promise<AsyncGenerator<ViewerEvent, void>> {
  const { ideaGuid, stageGuid } = typeof target === 'string' ? { ideaGuid: target, stageGuid: undefined } : (target ?? {});
  const idea = ideaGuid === undefined ? null : (await loadIdeaForViewer(ctx, ideaGuid)).idea;
  const { viewer, org, session } = ctx;
  if (!viewer && !idea) throw new AppError('not-authenticated');
  const stage = stageGuid === undefined ? null : (await coachedStage(ctx, stageGuid)).stage;

  const topics: RealtimeTopic[] = [];
  if (viewer) {
    topics.push({ kind: 'notifications', organisationId: org.id, userId: viewer.id }, { kind: 'user-status', organisationId: org.id, userId: viewer.id });
  }
  if (session) topics.push({ kind: 'session-ended', organisationId: org.id, sessionId: session.id });
  if (idea) topics.push({ kind: 'idea-activity', organisationId: org.id, ideaId: idea.id });
  if (stage) topics.push({ kind: 'review-submitted', organisationId: org.id, stageId: stage.id });
  // Listen before the first read, so a change between the two is not lost.
  const changes = bus.events(topics, signal);
  // Each read gets its own fork of the request's EntityManager (which keeps the tenant filter):
  // a stream lives for hours, and one identity map for all its reads would only grow and go stale.
  const readUnread = async (userId: string): Promise<ViewerEvent> => ({ type: 'unread', count: await countUnread(ctx.em.fork(), userId) });

  return (async function* () {
    try {
      if (viewer) yield await readUnread(viewer.id);
      for await (const event of changes) {
        switch (event.kind) {
          case 'notifications':
            yield await readUnread(event.userId);
            break;
          case 'user-status':
            yield { type: 'status', status: event.status };
            break;
          case 'idea-activity':
            yield { type: 'idea', what: event.what };
            break;
          case 'review-submitted':
            yield { type: 'review', ideaGuid: event.ideaId };
            break;
          case 'session-ended':
            // Nothing more for this viewer: what it was sent on would now need a session it lacks.
            yield { type: 'signed-out' };
            return;
        }
      }
    } finally {
      await changes.return();
    }
  })();
}
