import { BarChart3, Route as RouteIcon, Building2, ClipboardCheck, ClipboardList, FileSignature, FileText, Flag, FolderOpen, Globe, Handshake, KeyRound, Lightbulb, ListTree, Plug, ScrollText, Settings, SlidersHorizontal, Users, Webhook } from 'lucide-react';
import type { ReactNode } from 'react';
import { hasOrgAdminRights, isSuperAdmin, type ViewerRoles } from '#shared/permissions.ts';

/**
 * Who sees a main-menu entry (spec 2 §2 Menu): the organisation's admins, super admins, or both.
 * The server refuses the screens' calls to anyone else; the menu only leaves out what they cannot use.
 */
export type MenuAudience = 'admin' | 'superAdmin' | 'both';

/** Where an organisation admin screen sits in the area's own navigation; the super admin area's screens sit in none. */
export type AdminMenuGroup = 'people' | 'content' | 'campaigns' | 'settings' | 'integrations' | 'audit';

export interface AdminMenuEntry {
  to:
    | '/organisation/admin/stats'
    | '/organisation/admin/users'
    | '/organisation/admin/hunts'
    | '/organisation/admin/ideas'
    | '/organisation/admin/settings'
    | '/organisation/admin/super-settings'
    | '/organisation/admin/agreements'
    | '/organisation/admin/registration-fields'
    | '/organisation/admin/partners'
    | '/organisation/admin/integrations'
    | '/organisation/admin/pages'
    | '/organisation/admin/menus'
    | '/organisation/admin/files'
    | '/organisation/admin/audit-log'
    | '/organisation/admin/api-tokens'
    | '/organisation/admin/stage-templates'
    | '/organisation/admin/scorecard-templates'
    | '/organisation/admin/webhooks'
    | '/admin/sites'
    | '/admin/campaigns';
  labelKey:
    | 'nav.statistics'
    | 'nav.users'
    | 'nav.hunts'
    | 'nav.ideas'
    | 'nav.settings'
    | 'nav.superSettings'
    | 'nav.agreements'
    | 'nav.registrationFields'
    | 'nav.partners'
    | 'nav.integrations'
    | 'nav.pages'
    | 'nav.menus'
    | 'nav.files'
    | 'nav.auditLog'
    | 'nav.apiTokens'
    | 'stages.templates.nav'
    | 'nav.scorecardTemplates'
    | 'nav.webhooks'
    | 'nav.sites'
    | 'nav.allHunts';
  icon: ReactNode;
  audience: MenuAudience;
  group: AdminMenuGroup | null;
}

const icon = 'size-5';

/**
 * The administration entries in the spec's order (stats, users, hunts, ideas, settings,
 * super-settings, agreements, registration fields, partners, integrations, pages, menus, files;
 * then sites and all hunts). Only screens that exist are listed: each new screen adds its line.
 */
export const ADMIN_MENU_ENTRIES: readonly AdminMenuEntry[] = [
  { to: '/organisation/admin/stats', labelKey: 'nav.statistics', icon: <BarChart3 aria-hidden="true" className={icon} />, audience: 'both', group: 'campaigns' },
  { to: '/organisation/admin/users', labelKey: 'nav.users', icon: <Users aria-hidden="true" className={icon} />, audience: 'both', group: 'people' },
  { to: '/organisation/admin/hunts', labelKey: 'nav.hunts', icon: <Flag aria-hidden="true" className={icon} />, audience: 'both', group: 'campaigns' },
  { to: '/organisation/admin/ideas', labelKey: 'nav.ideas', icon: <Lightbulb aria-hidden="true" className={icon} />, audience: 'both', group: 'campaigns' },
  { to: '/organisation/admin/settings', labelKey: 'nav.settings', icon: <Settings aria-hidden="true" className={icon} />, audience: 'both', group: 'settings' },
  { to: '/organisation/admin/super-settings', labelKey: 'nav.superSettings', icon: <SlidersHorizontal aria-hidden="true" className={icon} />, audience: 'superAdmin', group: 'settings' },
  { to: '/organisation/admin/agreements', labelKey: 'nav.agreements', icon: <FileSignature aria-hidden="true" className={icon} />, audience: 'both', group: 'content' },
  { to: '/organisation/admin/registration-fields', labelKey: 'nav.registrationFields', icon: <ClipboardList aria-hidden="true" className={icon} />, audience: 'both', group: 'people' },
  { to: '/organisation/admin/partners', labelKey: 'nav.partners', icon: <Handshake aria-hidden="true" className={icon} />, audience: 'both', group: 'content' },
  { to: '/organisation/admin/integrations', labelKey: 'nav.integrations', icon: <Plug aria-hidden="true" className={icon} />, audience: 'both', group: 'integrations' },
  { to: '/organisation/admin/pages', labelKey: 'nav.pages', icon: <FileText aria-hidden="true" className={icon} />, audience: 'both', group: 'content' },
  { to: '/organisation/admin/menus', labelKey: 'nav.menus', icon: <ListTree aria-hidden="true" className={icon} />, audience: 'both', group: 'content' },
  { to: '/organisation/admin/files', labelKey: 'nav.files', icon: <FolderOpen aria-hidden="true" className={icon} />, audience: 'both', group: 'content' },
  { to: '/organisation/admin/api-tokens', labelKey: 'nav.apiTokens', icon: <KeyRound aria-hidden="true" className={icon} />, audience: 'both', group: 'integrations' },
  // Not in the spec: issue 33's stage templates, which coaches start a campaign's pipeline from.
  { to: '/organisation/admin/stage-templates', labelKey: 'stages.templates.nav', icon: <RouteIcon aria-hidden="true" className={icon} />, audience: 'both', group: 'campaigns' },
  // Issue 33's scorecard templates, which coaches apply to a stage, beside the stage templates.
  { to: '/organisation/admin/scorecard-templates', labelKey: 'nav.scorecardTemplates', icon: <ClipboardCheck aria-hidden="true" className={icon} />, audience: 'both', group: 'campaigns' },
  { to: '/organisation/admin/webhooks', labelKey: 'nav.webhooks', icon: <Webhook aria-hidden="true" className={icon} />, audience: 'both', group: 'integrations' },
  { to: '/organisation/admin/audit-log', labelKey: 'nav.auditLog', icon: <ScrollText aria-hidden="true" className={icon} />, audience: 'both', group: 'audit' },
  { to: '/admin/sites', labelKey: 'nav.sites', icon: <Building2 aria-hidden="true" className={icon} />, audience: 'superAdmin', group: null },
  { to: '/admin/campaigns', labelKey: 'nav.allHunts', icon: <Globe aria-hidden="true" className={icon} />, audience: 'superAdmin', group: null },
];

/** Whether a viewer with these roles sees entries for this audience. */
export function seesMenuAudience(audience: MenuAudience, viewer: ViewerRoles): boolean {
  switch (audience) {
    case 'admin':
      return viewer.isOrgAdmin;
    case 'superAdmin':
      return isSuperAdmin(viewer);
    case 'both':
      return hasOrgAdminRights(viewer);
  }
}
