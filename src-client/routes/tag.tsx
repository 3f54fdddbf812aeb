import { createRoute } from '@tanstack/react-router';
import { TagPage } from '../features/tags/tag-page';
import { rootRoute } from './root';

/** Campaigns related to a tag (spec 1 §2: /tag/{tagslug}), for anyone. */
export const tagRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tag/$tagslug',
  component: TagRouteComponent,
});

function TagRouteComponent() {
  const { tagslug } = tagRoute.useParams();
  // Keyed by the tag, so going from one tag page to another starts from a clean page.
  return <TagPage key={tagslug} slug={tagslug} />;
}
