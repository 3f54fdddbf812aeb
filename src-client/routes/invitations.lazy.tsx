import { createLazyRoute } from '@tanstack/react-router';
import { InvitationLanding } from '#client/features/invitations/invitation-landing.tsx';
import { emailInvitationRoute, linkInvitationRoute } from './invitations';

export const emailInvitationLazy = createLazyRoute(emailInvitationRoute.id)({
  component: function EmailInvitationPage() {
    const { guid } = emailInvitationRoute.useParams();
    // Keyed: another invitation opened from this one starts over, its answers not mixed in.
    return <InvitationLanding key={guid} kind="email" invitationKey={guid} />;
  },
});

export const linkInvitationLazy = createLazyRoute(linkInvitationRoute.id)({
  component: function LinkInvitationPage() {
    const { secret } = linkInvitationRoute.useParams();
    return <InvitationLanding key={secret} kind="link" invitationKey={secret} />;
  },
});
