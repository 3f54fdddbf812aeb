import { createLazyRoute } from '@tanstack/react-router';
import { TagPage } from '#client/features/tags/tag-page.tsx';
import { tagRoute } from './tag';

export const Route = createLazyRoute(tagRoute.id)({ component: TagRouteComponent });

function TagRouteComponent() {
  const { tagslug } = tagRoute.useParams();
  // Keyed by the tag, so going from one tag page to another starts from a clean page.
  return <TagPage key={tagslug} slug={tagslug} />;
}
