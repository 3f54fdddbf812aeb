import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminIdeaEditRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'ideas/edit/$guid',
}).lazy(() => withAllTexts(import('./admin-idea-edit.lazy')).then((d) => d.Route));
