import { createLazyRoute } from '@tanstack/react-router';
import { IdeaPage } from '#client/features/idea-view/idea-page.tsx';
import { ideaRoute } from './idea';

export const Route = createLazyRoute(ideaRoute.id)({ component: IdeaRouteComponent });

function IdeaRouteComponent() {
  const { guid } = ideaRoute.useParams();
  const { pendinginvitation } = ideaRoute.useSearch();
  // Keyed by the idea, so going from one idea to another starts from a clean page (open forms, messages).
  return <IdeaPage key={guid} guid={guid} pendingInvitation={pendinginvitation !== undefined} />;
}
