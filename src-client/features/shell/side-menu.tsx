import { Link } from '@tanstack/react-router';
import { ClipboardCheck, LayoutDashboard, LogOut, PlusCircle, UserRound } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '#client/components/avatar.tsx';
import { Drawer } from '#client/components/drawer.tsx';
import type { Viewer } from '#client/trpc.ts';
import { viewerRoles } from '#client/features/auth/viewer-roles.ts';
import { ADMIN_MENU_ENTRIES, seesMenuAudience, type AdminMenuEntry } from './admin-menu-entries';

const linkClasses =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900';

/**
 * The logged-in user's menu. Only screens that exist are listed; the Administration group
 * holds the entries of admin-menu-entries.tsx this viewer's roles allow (spec 2 §2 Menu).
 * Following a link closes the menu.
 */
export function SideMenu({ viewer, onClose }: { viewer: Viewer; onClose: () => void }) {
  const { t } = useTranslation();

  return (
    <Drawer title={t('nav.menuTitle')} closeLabel={t('nav.closeMenu')} onClose={onClose}>
      <div className="flex items-center gap-3 px-2 pb-4">
        <Avatar firstName={viewer.firstName} lastName={viewer.lastName} imageUrl={viewer.avatar?.url ?? null} className="size-11 text-base" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{viewer.name}</p>
          <p className="truncate text-sm text-stone-500">{viewer.email}</p>
        </div>
      </div>
      <nav aria-label={t('nav.mainNavigation')} className="border-t border-stone-200 pt-3">
        <ul className="flex flex-col gap-1">
          <MenuLink to="/coach" icon={<LayoutDashboard aria-hidden="true" className="size-5" />} onClick={onClose}>
            {t('nav.dashboard')}
          </MenuLink>
          <MenuLink to="/new-idea" icon={<PlusCircle aria-hidden="true" className="size-5" />} onClick={onClose}>
            {t('nav.newIdea')}
          </MenuLink>
          <MenuLink to="/profile" icon={<UserRound aria-hidden="true" className="size-5" />} onClick={onClose}>
            {t('nav.profile')}
          </MenuLink>
          <MenuLink to="/reviews" icon={<ClipboardCheck aria-hidden="true" className="size-5" />} onClick={onClose}>
            {t('reviews.navLink')}
          </MenuLink>
        </ul>
        <AdministrationLinks entries={ADMIN_MENU_ENTRIES.filter((entry) => seesMenuAudience(entry.audience, viewerRoles(viewer)))} onNavigate={onClose} />
        <ul className="mt-3 flex flex-col gap-1 border-t border-stone-200 pt-3">
          <MenuLink to="/logout" icon={<LogOut aria-hidden="true" className="size-5" />} onClick={onClose}>
            {t('nav.logOut')}
          </MenuLink>
        </ul>
      </nav>
    </Drawer>
  );
}

/** The administration entries this viewer may use; nothing at all for those who may use none. */
function AdministrationLinks({ entries, onNavigate }: { entries: AdminMenuEntry[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (entries.length === 0) return null;

  return (
    <div className="mt-3 border-t border-stone-200 pt-3">
      <h3 id={headingId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-stone-500 uppercase">
        {t('nav.administration')}
      </h3>
      <ul aria-labelledby={headingId} className="flex flex-col gap-1">
        {entries.map((entry) => (
          <MenuLink key={entry.to} to={entry.to} icon={entry.icon} onClick={onNavigate}>
            {t(entry.labelKey)}
          </MenuLink>
        ))}
      </ul>
    </div>
  );
}

interface MenuLinkProps {
  to: '/coach' | '/new-idea' | '/profile' | '/reviews' | '/logout' | AdminMenuEntry['to'];
  icon: ReactNode;
  onClick: () => void;
  children: ReactNode;
}

function MenuLink({ to, icon, onClick, children }: MenuLinkProps) {
  return (
    <li>
      <Link to={to} onClick={onClick} className={linkClasses} activeProps={{ className: 'bg-stone-100 text-stone-900' }}>
        {icon}
        {children}
      </Link>
    </li>
  );
}
