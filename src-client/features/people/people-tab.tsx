import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { trpc, type CampaignView } from '#client/trpc.ts';
import { CoachesSection } from './coaches-section';
import { InviteForm } from './invite-form';
import { InvitedSection, JoinedSection, PendingSection } from './participant-lists';
import { ExportSection, ShareLinkSection } from './share-link';

/**
 * The People tab (spec 2 §1, §2): invite, the waiting, joined and invited lists, and beside them
 * the share link, the coaches and the CSV export.
 */
export function PeopleTab({ campaign }: { campaign: CampaignView }) {
  const { t } = useTranslation();
  const people = trpc.campaign.member.list.useQuery({ slug: campaign.slug });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-6">
        <InviteForm slug={campaign.slug} />
        {people.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label={t('people.loading')} className="size-8" />
          </div>
        ) : people.isError ? (
          <LoadErrorAlert message={t('people.loadError')} onRetry={() => void people.refetch()} retrying={people.isFetching} />
        ) : (
          <>
            <PendingSection campaign={campaign} pending={people.data.pending} />
            <JoinedSection campaign={campaign} joined={people.data.joined} />
            <InvitedSection slug={campaign.slug} invited={people.data.invited} />
          </>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <ShareLinkSection campaign={campaign} />
        {people.data ? <CoachesSection campaign={campaign} people={people.data} /> : null}
        <ExportSection slug={campaign.slug} />
      </div>
    </div>
  );
}
