import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { IdeaPage } from '../features/idea-view/idea-page';
import { rootRoute } from './root';

/** ?pendinginvitation=… marks a visit from a co-author invitation (spec 1 §2); its value is not needed. */
const ideaSearchSchema = z.object({ pendinginvitation: z.string().optional().catch(undefined) });

/** The idea view (spec 1 §2 /ideas/{guid}), for anyone the campaign's privacy admits. */
export const ideaRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ideas/$guid',
  validateSearch: ideaSearchSchema,
  component: IdeaRouteComponent,
});

function IdeaRouteComponent() {
  const { guid } = ideaRoute.useParams();
  const { pendinginvitation } = ideaRoute.useSearch();
  // Keyed by the idea, so going from one idea to another starts from a clean page (open forms, messages).
  return <IdeaPage key={guid} guid={guid} pendingInvitation={pendinginvitation !== undefined} />;
}
