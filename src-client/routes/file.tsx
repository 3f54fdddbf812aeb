import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

/** The public page of a file (spec 2 §2: /file/{guid}), open to anyone with the link. */
export const fileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/file/$guid',
}).lazy(() => withAllTexts(import('./file.lazy')).then((d) => d.Route));
