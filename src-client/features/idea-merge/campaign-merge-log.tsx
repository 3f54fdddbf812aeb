import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminTable, adminCell } from '#client/components/admin-table.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import type { IdeaMergeStatus } from '#shared/constants.ts';
import { trpc } from '#client/trpc.ts';
import { UnmergeButton } from './idea-merge-panel';

type Utils = ReturnType<typeof trpc.useUtils>;
type CampaignMerge = Awaited<ReturnType<Utils['ideaMerge']['byCampaign']['fetch']>>[number];

const statusTones: Record<IdeaMergeStatus, string> = {
  proposed: 'bg-sky-100 text-sky-950',
  accepted: 'bg-emerald-100 text-emerald-950',
  declined: 'bg-stone-200 text-stone-800',
  withdrawn: 'bg-stone-200 text-stone-800',
  unmerged: 'bg-amber-100 text-amber-950',
};

/**
 * The campaign's merge record for its coaches (issue 23: every merge recorded): which idea went
 * into which, who proposed, who decided and when, what moved, and the undo of a standing merge.
 */
export function CampaignMergeLog({ campaignSlug }: { campaignSlug: string }) {
  const { t } = useTranslation();
  const merges = trpc.ideaMerge.byCampaign.useQuery({ campaignSlug });
  let body;
  if (merges.isPending) body = <Spinner label={t('ideaMerge.log.loading')} />;
  else if (merges.isError) body = <LoadErrorAlert message={t('ideaMerge.log.loadError')} onRetry={() => void merges.refetch()} retrying={merges.isFetching} />;
  else if (merges.data.length === 0) body = <p className="text-stone-600">{t('ideaMerge.log.empty')}</p>;
  else
    body = (
      <AdminTable
        caption={t('ideaMerge.log.tableCaption')}
        minWidth="min-w-[48rem]"
        columns={[
          { key: 'merge', label: t('ideaMerge.log.merge') },
          { key: 'status', label: t('ideaMerge.log.status') },
          { key: 'who', label: t('ideaMerge.log.who') },
          { key: 'moved', label: t('ideaMerge.log.moved') },
          { key: 'actions', label: t('ideaMerge.log.actions'), labelHidden: true },
        ]}
      >
        {merges.data.map((merge) => (
          <MergeRow key={merge.mergeGuid} merge={merge} />
        ))}
      </AdminTable>
    );
  return (
    <TitledSection title={t('ideaMerge.log.title')} className="mt-10">
      {body}
    </TitledSection>
  );
}

function MergeRow({ merge }: { merge: CampaignMerge }) {
  const { t, i18n } = useTranslation();
  const date = (value: Date) => new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(value);
  return (
    <tr className="border-t border-stone-200">
      <td className={adminCell}>
        <Link to="/ideas/$guid" params={{ guid: merge.source.guid }} className="font-semibold text-link underline-offset-2 hover:underline">
          {merge.source.name}
        </Link>{' '}
        →{' '}
        <Link to="/ideas/$guid" params={{ guid: merge.target.guid }} className="font-semibold text-link underline-offset-2 hover:underline">
          {merge.target.name}
        </Link>
      </td>
      <td className={adminCell}>
        <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${statusTones[merge.status]}`}>{t(`ideaMerge.log.statuses.${merge.status}`)}</span>
      </td>
      <td className={`${adminCell} text-stone-700`}>
        <p>{t('ideaMerge.log.proposed', { name: merge.proposerName || t('ideaView.formerUser'), when: date(merge.proposedAt) })}</p>
        {merge.decidedAt ? <p>{t('ideaMerge.log.decided', { name: merge.deciderName || t('ideaView.formerUser'), when: date(merge.decidedAt) })}</p> : null}
        {merge.unmergedAt ? <p>{t('ideaMerge.log.unmerged', { name: merge.unmergerName || t('ideaView.formerUser'), when: date(merge.unmergedAt) })}</p> : null}
      </td>
      <td className={`${adminCell} text-stone-700`}>
        {merge.moved ? t('ideaMerge.log.movedSummary', { authors: merge.moved.coAuthors, comments: merge.moved.comments, feedback: merge.moved.feedback, votes: merge.moved.votesMoved, asked: merge.moved.votesAsked }) : '–'}
      </td>
      <td className={adminCell}>
        {merge.status === 'accepted' ? <UnmergeButton mergeGuid={merge.mergeGuid} name={merge.source.name} /> : null}
      </td>
    </tr>
  );
}
