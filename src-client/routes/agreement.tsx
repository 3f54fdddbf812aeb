import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

/** An agreement's published text (spec 3 §2: /agreement/{guid}), where a legal link of type agreement points; open to anyone. */
export const agreementRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/agreement/$guid',
}).lazy(() => withAllTexts(import('./agreement.lazy')).then((d) => d.Route));
