import { useTranslation } from 'react-i18next';
import { AdminTable, adminCell } from '#client/components/admin-table.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { trpc } from '#client/trpc.ts';

/**
 * The conflicts of interest the campaign's evaluators declared (issue 33 item 3): a declared
 * conflict keeps an evaluator off that idea in every stage, so the coach sees here why someone is
 * missing from an idea's reviewers.
 */
export function ConflictList({ campaignSlug }: { campaignSlug: string }) {
  const { t, i18n } = useTranslation();
  const conflicts = trpc.evaluation.conflict.list.useQuery({ campaignSlug });
  const day = (value: Date) => new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : i18n.language, { dateStyle: 'medium' }).format(value);

  let body;
  if (conflicts.isPending) body = <Spinner label={t('evaluationConflicts.loading')} />;
  else if (conflicts.isError) body = <LoadErrorAlert message={t('evaluationConflicts.loadError')} onRetry={() => void conflicts.refetch()} retrying={conflicts.isFetching} />;
  else if (conflicts.data.length === 0) body = <p className="text-stone-600">{t('evaluationConflicts.empty')}</p>;
  else
    body = (
      <AdminTable
        caption={t('evaluationConflicts.caption')}
        minWidth="min-w-[32rem]"
        columns={[
          { key: 'evaluator', label: t('evaluationConflicts.evaluator') },
          { key: 'idea', label: t('evaluationConflicts.idea') },
          { key: 'declared', label: t('evaluationConflicts.declared') },
        ]}
      >
        {conflicts.data.map((conflict) => (
          <tr key={`${conflict.ideaGuid}/${conflict.evaluatorGuid}`} className="border-t border-stone-200">
            <td className={adminCell}>
              {conflict.evaluatorName}
              {conflict.stillEvaluator ? null : <span className="block text-sm text-stone-600">{t('evaluationConflicts.formerEvaluator')}</span>}
            </td>
            <td className={adminCell}>{conflict.ideaName}</td>
            <td className={adminCell}>{day(conflict.declaredAt)}</td>
          </tr>
        ))}
      </AdminTable>
    );

  return (
    <TitledSection title={t('evaluationConflicts.title')} className="mt-10">
      <p className="mb-4 max-w-2xl text-stone-600">{t('evaluationConflicts.intro')}</p>
      {body}
    </TitledSection>
  );
}
