import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminIdeaEditRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'ideas/edit/$guid',
}).lazy(() => withAdminTexts(import('./admin-idea-edit.lazy')).then((d) => d.Route));
