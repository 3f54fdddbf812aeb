import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

/** The idea form, create (spec 1 §2 /campaign/{slug}/new-idea). */
export const newIdeaRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/campaign/$slug/new-idea',
}).lazy(() => withAllTexts(import('./idea-form.lazy')).then((d) => d.newIdeaLazy));

/** The idea form, edit (spec 1 §2 /ideas/{guid}/edit). */
export const editIdeaRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ideas/$guid/edit',
}).lazy(() => withAllTexts(import('./idea-form.lazy')).then((d) => d.editIdeaLazy));
