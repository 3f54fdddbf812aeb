import { Link, useRouterState } from '@tanstack/react-router';
import { LogIn, Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '#client/components/avatar.tsx';
import { Button } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { retryableLazy } from '#client/components/retryable-lazy.ts';
import { useAuthModals } from '#client/features/auth/auth-modals.tsx';
import { rememberPostLoginTarget } from '#client/features/auth/post-login.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { NotificationBell } from '#client/features/notifications/notification-bell.tsx';
import { OrganisationLogo } from './organisation-logo';
import { SiteMenuLinks } from './site-menu-links';
import { useOrganisation } from './use-organisation';
import { useWideLayout } from './use-wide-layout';

// Downloaded when first opened, not with every page.
const SideMenu = retryableLazy(() => import('./side-menu').then((module) => module.SideMenu));

/** The bar above every page except the start, login and signup pages. */
export function TopBar() {
  const { t } = useTranslation();
  const organisation = useOrganisation();
  const viewer = useViewer();
  const { openAuthModal } = useAuthModals();
  const currentHref = useRouterState({ select: (state) => state.location.href });
  // Spec 3 §2: the invitation landing offers its own log-in and sign-up, which bring the visitor back to join.
  const onInvitation = useRouterState({ select: (state) => state.location.pathname.startsWith('/invitations/') });
  const [menuOpen, setMenuOpen] = useState(false);
  const wide = useWideLayout();

  function logIn() {
    // Come back to this page once logged in.
    rememberPostLoginTarget(currentHref);
    openAuthModal('login');
  }

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <Container wide={wide} className="flex h-16 items-center justify-between gap-4">
        <Link to="/coach" className="flex min-w-0 items-center rounded-md text-stone-900">
          <OrganisationLogo organisation={organisation} />
        </Link>
        <SiteMenuLinks
          links={organisation.menus.top}
          label={t('nav.siteMenu')}
          navClassName="hidden md:block"
          className="flex items-center gap-5 text-sm"
          linkClassName="font-medium text-stone-700 hover:text-link"
        />
        <div className="flex-1" />
        {viewer ? (
          <div className="flex items-center gap-2">
            <NotificationBell />
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              className="flex items-center gap-2 rounded-full border border-stone-200 bg-white py-1 pr-3 pl-1 text-stone-700 shadow-xs hover:bg-stone-50"
            >
              <Avatar firstName={viewer.firstName} lastName={viewer.lastName} imageUrl={viewer.avatar?.url ?? null} />
              <Menu aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('nav.openMenu')}</span>
            </button>
          </div>
        ) : onInvitation ? null : (
          <Button onClick={logIn}>
            <LogIn aria-hidden="true" className="size-4" />
            {t('nav.logIn')}
          </Button>
        )}
      </Container>
      {organisation.menus.top.length > 0 ? (
        <Container wide={wide} className="-mt-1 pb-2 md:hidden">
          <SiteMenuLinks links={organisation.menus.top} label={t('nav.siteMenu')} className="flex gap-4 overflow-x-auto text-sm" linkClassName="font-medium whitespace-nowrap text-stone-700 hover:text-link" />
        </Container>
      ) : null}
      {viewer && menuOpen ? (
        <Suspense fallback={null}>
          <SideMenu viewer={viewer} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
