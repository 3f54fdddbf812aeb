import { Link } from '@tanstack/react-router';
import { ArrowRightLeft, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable, adminCell } from '#client/components/admin-table.tsx';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { trpc } from '#client/trpc.ts';
import { failureText } from '#client/features/templates/failure-text.ts';

type Utils = ReturnType<typeof trpc.useUtils>;
type Overview = Awaited<ReturnType<Utils['evaluation']['assignment']['overview']['fetch']>>;

/**
 * Who reviews what in the stage (issue 33): each evaluator's load (the spread shows whether it is
 * balanced), then the newest ideas with their evaluators and due dates; an open assignment can be
 * taken back or handed to another evaluator, a finished one stays.
 */
export function AssignmentOverview({ stageGuid }: { stageGuid: string }) {
  const { t } = useTranslation();
  const overview = trpc.evaluation.assignment.overview.useQuery({ stageGuid, page: 1 });
  const [failure, setFailure] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const remove = trpc.evaluation.assignment.remove.useMutation();
  const reassign = trpc.evaluation.assignment.reassign.useMutation();

  const changed = async (change: () => Promise<unknown>, fallback: string) => {
    try {
      await change();
      setFailure(null);
      await Promise.all([utils.evaluation.assignment.overview.invalidate({ stageGuid }), utils.evaluation.evaluator.list.invalidate()]);
    } catch (error) {
      setFailure(failureText(t, error, fallback).message);
    }
  };
  const actions: AssignmentActions = {
    remove: (assignmentGuid) => void changed(() => remove.mutateAsync({ assignmentGuids: [assignmentGuid] }), t('evaluation.overview.removeFailed')),
    reassign: (assignmentGuid, evaluatorGuid) => void changed(() => reassign.mutateAsync({ assignmentGuid, evaluatorGuid }), t('evaluation.overview.reassignFailed')),
    busy: remove.isPending || reassign.isPending,
  };

  let body;
  if (overview.isPending) body = <Spinner label={t('evaluation.overview.loading')} />;
  else if (overview.isError) body = <LoadErrorAlert message={t('evaluation.overview.loadError')} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />;
  else body = <OverviewTables overview={overview.data} actions={actions} />;

  return (
    <TitledSection title={t('evaluation.overview.title')} className="mt-10">
      <div role="status" className="mb-3 empty:hidden">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </div>
      {body}
    </TitledSection>
  );
}

interface AssignmentActions {
  remove: (assignmentGuid: string) => void;
  reassign: (assignmentGuid: string, evaluatorGuid: string) => void;
  busy: boolean;
}

function OverviewTables({ overview, actions }: { overview: Overview; actions: AssignmentActions }) {
  const { t, i18n } = useTranslation();
  const loads = overview.evaluators.map((evaluator) => evaluator.open + evaluator.finished);
  const spread = loads.length > 0 ? Math.max(...loads) - Math.min(...loads) : 0;
  const day = (value: string) => new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));

  return (
    <>
      <p className="text-stone-700">{t('evaluation.overview.summary', { ideas: overview.ideaCount, count: overview.assignmentCount, unassigned: overview.unassignedIdeaCount })}</p>
      {loads.length > 0 ? <p className="mt-1 text-stone-700">{spread <= 1 ? t('evaluation.overview.balanced') : t('evaluation.overview.unbalanced', { spread })}</p> : null}
      <div className="mt-4">
        <AdminTable
          caption={t('evaluation.overview.loadCaption')}
          minWidth="min-w-[28rem]"
          columns={[
            { key: 'name', label: t('evaluation.overview.evaluator') },
            { key: 'open', label: t('evaluation.overview.open') },
            { key: 'finished', label: t('evaluation.overview.finished') },
            { key: 'total', label: t('evaluation.overview.total') },
          ]}
        >
          {overview.evaluators.map((evaluator) => (
            <tr key={evaluator.guid} className="border-t border-stone-200">
              <td className={adminCell}>{evaluator.name}</td>
              <td className={adminCell}>{evaluator.open}</td>
              <td className={adminCell}>{evaluator.finished}</td>
              <td className={adminCell}>{evaluator.open + evaluator.finished}</td>
            </tr>
          ))}
        </AdminTable>
      </div>
      {overview.ideas.length > 0 ? (
        <div className="mt-6">
          <AdminTable
            caption={t('evaluation.overview.ideasCaption', { shown: overview.ideas.length, total: overview.ideaCount })}
            minWidth="min-w-[36rem]"
            columns={[
              { key: 'idea', label: t('evaluation.overview.idea') },
              { key: 'reviewers', label: t('evaluation.overview.reviewers') },
            ]}
          >
            {overview.ideas.map((idea) => (
              <tr key={idea.guid} className="border-t border-stone-200">
                <td className={adminCell}>{idea.name}</td>
                <td className={adminCell}>
                  {idea.assignments.length === 0 ? <span className="text-stone-600">{t('evaluation.overview.nobody')}</span> : null}
                  <ul className="flex flex-col gap-1">
                    {idea.assignments.map((assignment) => (
                      <AssignmentLine key={assignment.guid} idea={idea.name} assignment={assignment} taken={idea.assignments.map((other) => other.evaluatorGuid)} label={t(`evaluation.overview.assignment.${assignment.state}`, { name: assignment.evaluatorName, date: day(assignment.dueDate) })} evaluators={overview.evaluators} actions={actions} />
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </AdminTable>
        </div>
      ) : null}
    </>
  );
}

type Assignment = Overview['ideas'][number]['assignments'][number];

/** One evaluator's review of an idea; an open one can be handed to another evaluator (picked here) or taken back. */
function AssignmentLine(props: { idea: string; assignment: Assignment; taken: string[]; label: string; evaluators: Overview['evaluators']; actions: AssignmentActions }) {
  const { idea, assignment, taken, label, evaluators, actions } = props;
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [target, setTarget] = useState('');
  // The idea's other evaluators have it already.
  const others = evaluators.filter((evaluator) => !taken.includes(evaluator.guid));
  return (
    <li className="flex flex-wrap items-center gap-2">
      <span>{label}</span>
      {assignment.state === 'submitted' ? (
        <Link to="/reviews/$assignmentGuid" params={{ assignmentGuid: assignment.guid }} className="text-link underline">
          {t('reviews.openReview')}
        </Link>
      ) : null}
      {assignment.state === 'open' ? (
        <>
          <Button variant="ghost" onClick={() => setPicking(!picking)} aria-expanded={picking} aria-label={t('evaluation.overview.reassignLabel', { name: assignment.evaluatorName, idea })}>
            <ArrowRightLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="ghost" onClick={() => actions.remove(assignment.guid)} disabled={actions.busy} aria-label={t('evaluation.overview.removeLabel', { name: assignment.evaluatorName, idea })}>
            <X aria-hidden="true" className="size-4" />
          </Button>
        </>
      ) : null}
      {picking ? (
        <span className="flex flex-wrap items-end gap-2">
          <SelectField label={t('evaluation.overview.reassignTo', { name: assignment.evaluatorName, idea })} value={target} onChange={setTarget} errorLine={false}>
            <option value="">{t('evaluation.overview.chooseEvaluator')}</option>
            {others.map((evaluator) => (
              <option key={evaluator.guid} value={evaluator.guid}>
                {evaluator.name}
              </option>
            ))}
          </SelectField>
          <Button
            variant="secondary"
            disabled={!target || actions.busy}
            onClick={() => {
              actions.reassign(assignment.guid, target);
              setPicking(false);
            }}
          >
            {t('evaluation.overview.reassign')}
          </Button>
        </span>
      ) : null}
    </li>
  );
}
