import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { TemplatePicker } from '#client/features/templates/template-picker.tsx';
import { trpc } from '#client/trpc.ts';
import { criteriaInput, CriterionRows, draftCriteria, type DraftCriterion } from './criterion-rows';
import { failureText } from '#client/features/templates/failure-text.ts';

type Utils = ReturnType<typeof trpc.useUtils>;
export type StageScorecard = Awaited<ReturnType<Utils['evaluation']['scorecard']['fetch']>>;

/**
 * The coach's scorecard for one stage (issue 33): applied from one of the site's templates and
 * edited here, or built from nothing. Nothing changes until Save.
 */
export function ScorecardEditor({ scorecard }: { scorecard: StageScorecard }) {
  const { t } = useTranslation();
  const stageGuid = scorecard.stage.guid;
  const [criteria, setCriteria] = useState<DraftCriterion[]>(() => draftCriteria(scorecard.criteria, true));
  const [template, setTemplate] = useState('');
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const templates = trpc.evaluation.template.list.useQuery();
  const utils = trpc.useUtils();
  const save = trpc.evaluation.saveScorecard.useMutation();

  const applyTemplate = () => setCriteria(draftCriteria(templates.data?.find((entry) => entry.guid === template)?.criteria ?? [], false));

  const onSave = async () => {
    try {
      const saved = await save.mutateAsync({ stageGuid, criteria: criteriaInput(criteria) });
      utils.evaluation.scorecard.setData({ stageGuid }, saved);
      setCriteria(draftCriteria(saved.criteria, true));
      setErrors({});
      setNotice({ tone: 'info', text: t('evaluation.scorecard.saved') });
    } catch (error) {
      const { message, fields } = failureText(t, error, t('evaluation.scorecard.saveFailed'));
      setErrors(fields);
      setNotice({ tone: 'error', text: message });
    }
  };

  return (
    <TitledSection title={t('evaluation.scorecard.title')} className="mt-8">
      <p className="max-w-2xl text-stone-600">{criteria.length === 0 ? t('evaluation.scorecard.empty') : t('evaluation.scorecard.intro')}</p>
      <TemplatePicker
        label={t('evaluation.scorecard.template')}
        noneLabel={t('evaluation.scorecard.templateNone')}
        applyLabel={t('evaluation.scorecard.applyTemplate')}
        templates={templates.data}
        value={template}
        onChange={setTemplate}
        onApply={applyTemplate}
      />
      <CriterionRows criteria={criteria} onChange={setCriteria} errors={errors} />
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => void onSave()} disabled={save.isPending}>
          {t('evaluation.scorecard.save')}
        </Button>
      </div>
      <div role="status" className="mt-4 empty:hidden">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
    </TitledSection>
  );
}
