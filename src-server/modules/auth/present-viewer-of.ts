import type { AppContext } from '#server/trpc/context.ts';
import { viewerAgreementStanding } from '#server/modules/agreement/agreement-acceptance.service.ts';
import { countUnread } from '#server/modules/notification/notification.service.ts';
import type { User } from '#server/entities/user.entity.ts';
import { presentViewer } from '#server/modules/user/user.presenter.ts';

/** The viewer DTO with what it counts and looks up: unread notifications and the site's agreements to accept. */
export async function presentViewerOf(ctx: AppContext, user: User) {
  return presentViewer(user, ctx.org, await countUnread(ctx.em, user.id), await viewerAgreementStanding(ctx.em, ctx.org.settings, user));
}
