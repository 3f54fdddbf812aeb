import { createLazyRoute, Link } from '@tanstack/react-router';
import { LogIn, Plus, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { canCreateCampaign } from '#shared/campaign-rules.ts';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { useAuthModals } from '#client/features/auth/auth-modals.tsx';
import { pageMessageKey } from '#client/features/auth/page-messages.ts';
import { CampaignDashboard } from '#client/features/campaign/campaign-dashboard.tsx';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { viewerRoles } from '#client/features/auth/viewer-roles.ts';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';
import type { Viewer } from '#client/trpc.ts';
import { coachRoute } from './coach';

export const Route = createLazyRoute(coachRoute.id)({ component: CoachPage });

/** The dashboard (spec 1 §2): home for logged-in users, an invitation to join for visitors. */
function CoachPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const messageKey = pageMessageKey(coachRoute.useSearch().msg);
  usePageTitle(t('coach.title'));

  return (
    <Container className="py-10 sm:py-14">
      {messageKey ? (
        <Alert tone="warning" className="mb-8">
          {t(messageKey)}
        </Alert>
      ) : null}
      {viewer ? <Dashboard viewer={viewer} /> : <JoinPrompt />}
    </Container>
  );
}

function Dashboard({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const organisation = useOrganisation();

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('coach.title')}</h1>
          <p className="mt-2 text-lg text-stone-600">
            {t('coach.welcome', { firstName: viewer.firstName })} {t('coach.welcomeBody')}
          </p>
        </div>
        {canCreateCampaign(viewerRoles(viewer), organisation.settings) ? (
          <Link to="/coach/campaign/create" className={buttonClasses('primary', 'md', 'shrink-0')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('coach.createCampaign')}
          </Link>
        ) : null}
      </div>
      <CampaignDashboard />
    </>
  );
}

/** Visitors: register or log in (spec 1 §2), both in a modal, coming back here after. */
function JoinPrompt() {
  const { t } = useTranslation();
  const organisation = useOrganisation();
  const { openAuthModal } = useAuthModals();

  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-stone-200 bg-white px-6 py-12 text-center shadow-xs sm:px-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('coach.guestTitle', { name: organisation.name })}</h1>
      <p className="mt-3 text-stone-600">{t('coach.guestBody')}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button size="lg" onClick={() => openAuthModal('signup')}>
          <UserPlus aria-hidden="true" className="size-5" />
          {t('coach.register')}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => openAuthModal('login')}>
          <LogIn aria-hidden="true" className="size-5" />
          {t('coach.logIn')}
        </Button>
      </div>
    </section>
  );
}
