import { useTranslation } from 'react-i18next';
import { AdminTable, adminCell } from '#client/components/admin-table.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { trpc } from '#client/trpc.ts';
import { formatFigure } from './figures';

/**
 * Each evaluator's calibration in the stage (issue 33 item 5): how far, on average, their review
 * sits above or below the rest of the panel on the same ideas, and how many reviews that rests on,
 * so a coach can tell a harsh or lenient evaluator from one with too few reviews to judge.
 */
export function CalibrationPanel({ stageGuid }: { stageGuid: string }) {
  const { t, i18n } = useTranslation();
  const calibration = trpc.evaluation.consensus.calibration.useQuery({ stageGuid });
  let body;
  if (calibration.isPending) body = <Spinner label={t('consensus.calibration.loading')} />;
  else if (calibration.isError) body = <LoadErrorAlert message={t('consensus.calibration.loadError')} onRetry={() => void calibration.refetch()} retrying={calibration.isFetching} />;
  else if (calibration.data.length === 0) body = <p className="text-stone-600">{t('consensus.calibration.empty')}</p>;
  else {
    body = (
      <AdminTable
        caption={t('consensus.calibration.caption')}
        minWidth="min-w-[32rem]"
        columns={[
          { key: 'name', label: t('consensus.calibration.evaluator') },
          { key: 'reviews', label: t('consensus.calibration.reviews') },
          { key: 'offset', label: t('consensus.calibration.offset'), className: 'text-right' },
          { key: 'basis', label: t('consensus.calibration.basis') },
        ]}
      >
        {calibration.data.map((evaluator) => (
          <tr key={evaluator.guid} className="border-t border-stone-200">
            <th scope="row" className={`${adminCell} font-medium text-stone-900`}>
              {evaluator.name}
            </th>
            <td className={`${adminCell} tabular-nums`}>{evaluator.reviews}</td>
            <td className={`${adminCell} text-right font-semibold tabular-nums`}>{formatFigure(evaluator.offset, i18n.language, { signed: true })}</td>
            <td className={adminCell}>{evaluator.offset === null ? t('consensus.calibration.noBasis') : t('consensus.calibration.basisCount', { count: evaluator.compared })}</td>
          </tr>
        ))}
      </AdminTable>
    );
  }
  return (
    <TitledSection title={t('consensus.calibration.title')} className="mt-10">
      <p className="mb-4 max-w-2xl text-stone-600">{t('consensus.calibration.intro')}</p>
      {body}
    </TitledSection>
  );
}
