import type { AppContext } from '../../trpc/context';
import { viewerAgreementStanding } from '../agreement/agreement-acceptance.service';
import { countUnread } from '../notification/notification.service';
import type { User } from '../user/user.entity';
import { presentViewer } from '../user/user.presenter';

/** The viewer DTO with what it counts and looks up: unread notifications and the site's agreements to accept. */
export async function presentViewerOf(ctx: AppContext, user: User) {
  return presentViewer(user, ctx.org, await countUnread(ctx.em, user.id), await viewerAgreementStanding(ctx.em, ctx.org.settings, user));
}
