import { Link } from '@tanstack/react-router';
import { LayoutDashboard, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar';
import { Drawer } from '../../components/drawer';
import type { Viewer } from '../../trpc';

const linkClasses =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900';

/**
 * The logged-in user's menu. Only screens that exist are listed; admin entries join when their
 * screens are built. Following a link closes the menu.
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
          <MenuLink to="/logout" icon={<LogOut aria-hidden="true" className="size-5" />} onClick={onClose}>
            {t('nav.logOut')}
          </MenuLink>
        </ul>
      </nav>
    </Drawer>
  );
}

interface MenuLinkProps {
  to: '/coach' | '/logout';
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
