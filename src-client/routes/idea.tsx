import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { searchReader, textParam } from '#client/search-params.ts';
import { rootRoute } from './root';

/** ?pendinginvitation=… marks a visit from a co-author invitation (spec 1 §2); its value is not needed. */
const ideaSearch = searchReader({ pendinginvitation: textParam() });

/** The idea view (spec 1 §2 /ideas/{guid}), for anyone the campaign's privacy admits. */
export const ideaRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ideas/$guid',
  validateSearch: ideaSearch,
}).lazy(() => withAllTexts(import('./idea.lazy')).then((d) => d.Route));
