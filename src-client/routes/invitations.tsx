import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

/** An e-mail invitation's landing (spec 1 §2), for anyone with the link. */
export const emailInvitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/invitations/$guid',
}).lazy(() => withAllTexts(import('./invitations.lazy')).then((d) => d.emailInvitationLazy));

/** The campaign share link's landing (spec 1 §2), for anyone with the link. */
export const linkInvitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/invitations/campaign/$secret',
}).lazy(() => withAllTexts(import('./invitations.lazy')).then((d) => d.linkInvitationLazy));
