import { LoginRequiredPage } from '#client/features/shell/access-pages.tsx';
import { Link, useLocation } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { NotFoundPage } from '#client/routes/not-found.tsx';
import type { CampaignView } from '#client/trpc.ts';
import { readServerError } from '#client/features/auth/server-error.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { CampaignLoadErrorPage, CampaignNoAccessPage, InvitationOnlyPage } from './campaign-status-pages';
import { CampaignTabs, type CampaignTabKey } from './campaign-tabs';
import { useCampaignView } from './use-campaign-view';

/** Who may open a tab beyond those who may see the campaign, and what the others are told. */
export interface CampaignTabAccess {
  allowed: (campaign: CampaignView) => boolean;
  /** Shown to a signed-in viewer who is not allowed. */
  noAccessTitle: string;
  noAccessBody: string;
  /** Shown to a visitor, with a login button that comes back here. */
  loginTitle: string;
  loginBody: string;
}

interface CampaignTabPageProps {
  slug: string;
  tab: CampaignTabKey;
  access?: CampaignTabAccess;
  children: (campaign: CampaignView) => ReactNode;
}

/**
 * One tab of the campaign view (spec 2 §1): loads the campaign, answers the ways that can fail
 * (no such campaign, by invitation only, log in first, not for this viewer, server down), sends
 * non-members of a brief-only campaign to the brief, and renders the tab with `children`.
 */
export function CampaignTabPage({ slug, tab, access, children }: CampaignTabPageProps) {
  const viewer = useViewer();
  const here = useLocation({ select: (location) => location.href });
  const { campaign, leaving } = useCampaignView(slug, tab);

  if (campaign.isPending || leaving) return <PageLoading />;
  if (campaign.isError) {
    const code = readServerError(campaign.error).appCode;
    if (code === 'not-found') return <NotFoundPage />;
    if (code === 'invitation-required') return <InvitationOnlyPage />;
    if (code === 'not-authenticated') return <BriefLoginPage redirect={here} />;
    return <CampaignLoadErrorPage onRetry={() => void campaign.refetch()} retrying={campaign.isFetching} />;
  }
  if (access && !access.allowed(campaign.data)) {
    return viewer ? (
      <CampaignNoAccessPage title={access.noAccessTitle} body={access.noAccessBody} slug={slug} />
    ) : (
      <LoginRequiredPage redirect={here} title={access.loginTitle} body={access.loginBody} />
    );
  }
  return children(campaign.data);
}

function BriefLoginPage({ redirect }: { redirect: string }) {
  const { t } = useTranslation();
  return <LoginRequiredPage redirect={redirect} title={t('brief.loginRequiredTitle')} body={t('brief.loginRequiredBody')} />;
}

interface CampaignTabLayoutProps {
  campaign: CampaignView;
  /** The document title ("Name | IdeaHunt" is added). */
  title: string;
  /** A line under the name: badges, time left. */
  meta?: ReactNode;
  /** Buttons beside the name (edit, join). */
  actions?: ReactNode;
  children: ReactNode;
}

/** What every tab shares: the way back, the campaign's name, the tab bar, then the tab itself. */
export function CampaignTabLayout({ campaign, title, meta, actions, children }: CampaignTabLayoutProps) {
  const { t } = useTranslation();
  const viewer = useViewer();
  usePageTitle(title);
  return (
    <Container className="py-8 sm:py-12">
      {/* A visitor has no dashboard: their way back is the start page, which lists the campaigns. */}
      <Link to={viewer ? '/coach' : '/'} className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-link underline-offset-2 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {viewer ? t('brief.back') : t('brief.backToStart')}
      </Link>

      <header className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{campaign.name}</h1>
          {meta ? <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-stone-600">{meta}</div> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-col gap-2 sm:items-end">{actions}</div> : null}
      </header>

      <CampaignTabs campaign={campaign} className="mt-6" />
      <div className="mt-8">{children}</div>
    </Container>
  );
}
