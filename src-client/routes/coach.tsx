import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '../i18n';
import { searchReader, textParam } from '../search-params';
import { rootRoute } from './root';

export const coachRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach',
  validateSearch: searchReader({ msg: textParam() }),
}).lazy(() => withAllTexts(import('./coach.lazy')).then((d) => d.Route));
