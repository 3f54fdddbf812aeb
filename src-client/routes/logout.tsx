import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
}).lazy(() => withAllTexts(import('./logout.lazy')).then((d) => d.Route));
