import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { searchReader, textParam } from '#client/search-params.ts';
import { rootRoute } from './root';

export const coachRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach',
  validateSearch: searchReader({ msg: textParam() }),
}).lazy(() => withAllTexts(import('./coach.lazy')).then((d) => d.Route));
