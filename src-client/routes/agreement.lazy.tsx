import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AgreementDto } from '../../src-server/modules/agreement/agreement.presenter';
import { Container } from '../components/container';
import { PageLoading } from '../components/page-loading';
import { AgreementText } from '../features/agreements/agreement-text';
import { pendingAgreement } from '../features/agreements/agreement-to-accept';
import { SiteAgreementAccept, SiteAgreementIntro } from '../features/agreements/site-agreement-accept';
import { useViewer } from '../features/auth/use-viewer';
import { readServerError } from '../features/auth/server-error';
import { LoadErrorPage } from '../features/shell/load-error-page';
import { usePageTitle } from '../features/shell/use-page-title';
import { trpc } from '../trpc';
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
