import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

/** A content page (spec 3 §2: /page/{slug}, /page/terms-of-service), open to anyone. */
export const contentPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/page/$slug',
}).lazy(() => withAllTexts(import('./page.lazy')).then((d) => d.Route));
