import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

/** The product's accessibility statement (issue 36), the same on every site and linked from every footer; open to anyone. */
export const accessibilityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accessibility',
}).lazy(() => withAllTexts(import('./accessibility.lazy')).then((d) => d.Route));
