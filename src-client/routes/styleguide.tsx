import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

export const styleguideRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/styleguide',
}).lazy(() => withAllTexts(import('./styleguide.lazy')).then((d) => d.Route));
