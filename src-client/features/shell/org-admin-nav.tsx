import { Link, useRouterState } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '#client/trpc.ts';
import { viewerRoles } from '#client/features/auth/viewer-roles.ts';
import { ADMIN_MENU_ENTRIES, seesMenuAudience, type AdminMenuEntry, type AdminMenuGroup } from './admin-menu-entries';

const GROUPS: readonly AdminMenuGroup[] = ['people', 'content', 'campaigns', 'settings', 'integrations', 'audit'];
/** Within a group, the order an admin looks for them in, not the drawer's spec order. */
const ORDER: readonly AdminMenuEntry['to'][] = [
  '/organisation/admin/users',
  '/organisation/admin/registration-fields',
  '/organisation/admin/pages',
  '/organisation/admin/menus',
  '/organisation/admin/partners',
  '/organisation/admin/files',
  '/organisation/admin/agreements',
  '/organisation/admin/hunts',
  '/organisation/admin/ideas',
  '/organisation/admin/stats',
  '/organisation/admin/stage-templates',
  '/organisation/admin/scorecard-templates',
  '/organisation/admin/settings',
  '/organisation/admin/super-settings',
  '/organisation/admin/integrations',
  '/organisation/admin/api-tokens',
  '/organisation/admin/webhooks',
  '/organisation/admin/audit-log',
];

const linkClass =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900 aria-[current=page]:bg-stone-100 aria-[current=page]:shadow-[inset_3px_0_0_var(--color-primary)] aria-[current=page]:font-semibold aria-[current=page]:text-stone-900';

/** The groups of organisation admin screens this viewer's roles may open (the drawer's role checks), in nav order. */
export function orgAdminNavGroups(viewer: Viewer): { group: AdminMenuGroup; entries: AdminMenuEntry[] }[] {
  const roles = viewerRoles(viewer);
  const visible = ADMIN_MENU_ENTRIES.filter((entry) => entry.group !== null && seesMenuAudience(entry.audience, roles)).sort((a, b) => ORDER.indexOf(a.to) - ORDER.indexOf(b.to));
  return GROUPS.map((group) => ({ group, entries: visible.filter((entry) => entry.group === group) })).filter(({ entries }) => entries.length > 0);
}

/**
 * The organisation admin area's own navigation, on every one of its screens: every screen one
 * click away on a desktop, where it stays beside the page; on a phone, behind an "Admin menu"
 * disclosure naming the current screen, so it does not push each page below the fold.
 */
export function OrgAdminNav({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const groups = orgAdminNavGroups(viewer);
  // An edit screen belongs to its list's entry, as the links' own active matching has it.
  const current = groups.flatMap(({ entries }) => entries).find((entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`));

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <nav aria-label={t('adminNav.label')} onKeyDown={closeOnEscape} className="border-b border-stone-200 px-4 pt-4 sm:px-6 lg:sticky lg:top-16 lg:max-h-[calc(100dvh-4rem)] lg:w-60 lg:shrink-0 lg:overflow-y-auto lg:border-r lg:border-b-0 lg:px-3 lg:py-8">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="mb-4 flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-stone-300 bg-white px-3 text-left text-sm font-semibold text-stone-900 hover:bg-stone-50 lg:hidden"
      >
        <span className="min-w-0 truncate">
          {t('adminNav.menu')}
          {current ? <span className="font-normal text-stone-600">{` · ${t(current.labelKey)}`}</span> : null}
        </span>
        <ChevronDown aria-hidden="true" className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} className={`${open ? 'grid' : 'hidden'} gap-x-4 gap-y-4 pb-4 sm:grid-cols-2 lg:flex lg:flex-col lg:pb-0`}>
        {groups.map(({ group, entries }) => (
          <NavGroup key={group} title={t(`adminNav.groups.${group}`)} entries={entries} onNavigate={() => setOpen(false)} />
        ))}
      </div>
    </nav>
  );
}

function NavGroup({ title, entries, onNavigate }: { title: string; entries: AdminMenuEntry[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div>
      <p id={headingId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-stone-500 uppercase">
        {title}
      </p>
      <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} onClick={onNavigate} className={linkClass}>
              {entry.icon}
              {t(entry.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
