import { createRoute } from '@tanstack/react-router';
import { InvitationLanding } from '../features/invitations/invitation-landing';
import { rootRoute } from './root';

/** An e-mail invitation's landing (spec 1 §2), for anyone with the link. */
export const emailInvitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/invitations/$guid',
  component: function EmailInvitationPage() {
    const { guid } = emailInvitationRoute.useParams();
    // Keyed: another invitation opened from this one starts over, its answers not mixed in.
    return <InvitationLanding key={guid} kind="email" invitationKey={guid} />;
  },
});

/** The campaign share link's landing (spec 1 §2), for anyone with the link. */
export const linkInvitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/invitations/campaign/$secret',
  component: function LinkInvitationPage() {
    const { secret } = linkInvitationRoute.useParams();
    return <InvitationLanding key={secret} kind="link" invitationKey={secret} />;
  },
});
