import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AgreementDto } from '#server/modules/agreement/agreement.presenter.ts';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { AgreementText } from '#client/features/agreements/agreement-text.tsx';
import { pendingAgreement } from '#client/features/agreements/agreement-to-accept.ts';
import { SiteAgreementAccept, SiteAgreementIntro } from '#client/features/agreements/site-agreement-accept.tsx';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { readServerError } from '#client/features/auth/server-error.ts';
import { LoadErrorPage } from '#client/features/shell/load-error-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc } from '#client/trpc.ts';
import { agreementRoute } from './agreement';
import { NotFoundPage } from './not-found';

export const Route = createLazyRoute(agreementRoute.id)({ component: AgreementPage });

function AgreementPage() {
  const { t } = useTranslation();
  const { guid } = agreementRoute.useParams();
  const agreement = trpc.agreement.byGuid.useQuery({ guid });

  if (agreement.isPending) return <PageLoading />;
  if (agreement.isError) {
    if (readServerError(agreement.error).appCode === 'not-found') return <NotFoundPage />;
    return <LoadErrorPage body={t('agreement.textLoadError')} onRetry={() => void agreement.refetch()} retrying={agreement.isFetching} />;
  }
  return <PublishedAgreement agreement={agreement.data} />;
}

function PublishedAgreement({ agreement }: { agreement: AgreementDto }) {
  usePageTitle(agreement.name);
  const viewer = useViewer();
  // The site's own terms or privacy policy, while the viewer has it to accept (spec 2 §4).
  const pending = viewer && pendingAgreement(viewer) === agreement.guid;
  const kind = agreement.type === 'privacy-policy' ? 'privacy' : 'terms';
  return (
    <Container className="py-8 sm:py-12">
      <article className="mx-auto flex max-w-3xl flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{agreement.name}</h1>
        {pending ? <SiteAgreementIntro kind={kind} /> : null}
        <AgreementText agreement={agreement} headingLevel={2} />
        {pending ? <SiteAgreementAccept key={agreement.guid} guid={agreement.guid} kind={kind} /> : null}
      </article>
    </Container>
  );
}
