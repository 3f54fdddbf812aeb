import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { trpc } from '#client/trpc.ts';
import { REVIEWS_PER_IDEA_MAX } from '#shared/schemas/evaluation.ts';
import { failureText } from '#client/features/templates/failure-text.ts';

type Notice = { tone: 'info' | 'error'; text: string } | null;

/**
 * Assigning a stage's ideas to the campaign's evaluators (issue 33): automatically (each idea gets
 * k reviews, the load balanced, never an author or a declared conflict), or by hand for the ideas
 * and evaluators ticked (one of each, or many at once). Both with a due date.
 */
export function AssignmentPanel({ campaignSlug, stageGuid }: { campaignSlug: string; stageGuid: string }) {
  const { t } = useTranslation();
  const [dueDate, setDueDate] = useState('');
  return (
    <TitledSection title={t('evaluation.assign.title')} className="mt-10">
      <p className="max-w-2xl text-stone-600">{t('evaluation.assign.intro')}</p>
      <TextField type="date" min={new Date().toISOString().slice(0, 10)} label={t('evaluation.assign.dueDate')} value={dueDate} onChange={(event) => setDueDate(event.target.value)} className="mt-4 max-w-xs" />
      <AutoAssign stageGuid={stageGuid} dueDate={dueDate} />
      <ManualAssign campaignSlug={campaignSlug} stageGuid={stageGuid} dueDate={dueDate} />
    </TitledSection>
  );
}

function AutoAssign({ stageGuid, dueDate }: { stageGuid: string; dueDate: string }) {
  const { t } = useTranslation();
  const [reviews, setReviews] = useState('3');
  const [afresh, setAfresh] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const utils = trpc.useUtils();
  const auto = trpc.evaluation.assignment.auto.useMutation();

  const onAssign = async () => {
    try {
      const result = await auto.mutateAsync({ stageGuid, reviewsPerIdea: Number(reviews), dueDate, replaceOpen: afresh });
      const done = t('evaluation.assign.autoDone', { count: result.created, ideas: result.ideaCount });
      setNotice({ tone: result.shortIdeaCount > 0 ? 'error' : 'info', text: result.shortIdeaCount > 0 ? `${done} ${t('evaluation.assign.short', { count: result.shortIdeaCount })}` : done });
      await Promise.all([utils.evaluation.assignment.overview.invalidate({ stageGuid }), utils.evaluation.evaluator.list.invalidate()]);
    } catch (error) {
      setNotice({ tone: 'error', text: failureText(t, error, t('evaluation.assign.failed')).message });
    }
  };

  return (
    <fieldset className="mt-6 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 font-semibold">{t('evaluation.assign.autoTitle')}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <TextField type="number" min="1" max={REVIEWS_PER_IDEA_MAX} label={t('evaluation.assign.reviewsPerIdea')} value={reviews} onChange={(event) => setReviews(event.target.value)} className="max-w-40" />
      </div>
      <Checkbox label={t('evaluation.assign.afresh')} hint={t('evaluation.assign.afreshHint')} checked={afresh} onChange={setAfresh} />
      <Button className="mt-4" onClick={() => void onAssign()} disabled={auto.isPending}>
        {t('evaluation.assign.auto')}
      </Button>
      <div role="status" className="mt-4 empty:hidden">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
    </fieldset>
  );
}

function ManualAssign({ campaignSlug, stageGuid, dueDate }: { campaignSlug: string; stageGuid: string; dueDate: string }) {
  const { t } = useTranslation();
  const ideas = trpc.stages.ideas.useQuery({ campaignSlug, stageGuid, page: 1 });
  const evaluators = trpc.evaluation.evaluator.list.useQuery({ campaignSlug });
  const [pickedIdeas, setPickedIdeas] = useState<Set<string>>(new Set());
  const [pickedEvaluators, setPickedEvaluators] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<Notice>(null);
  const utils = trpc.useUtils();
  const create = trpc.evaluation.assignment.create.useMutation();
  const toggle = (set: Set<string>, guid: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(guid);
    else next.delete(guid);
    return next;
  };

  const onAssign = async () => {
    try {
      const result = await create.mutateAsync({ stageGuid, ideaGuids: [...pickedIdeas], evaluatorGuids: [...pickedEvaluators], dueDate });
      setPickedIdeas(new Set());
      setPickedEvaluators(new Set());
      setNotice({ tone: 'info', text: t('evaluation.assign.manualDone', { count: result.created }) });
      await Promise.all([utils.evaluation.assignment.overview.invalidate({ stageGuid }), utils.evaluation.evaluator.list.invalidate()]);
    } catch (error) {
      setNotice({ tone: 'error', text: failureText(t, error, t('evaluation.assign.failed')).message });
    }
  };

  return (
    <fieldset className="mt-6 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 font-semibold">{t('evaluation.assign.manualTitle')}</legend>
      <div className="grid gap-6 sm:grid-cols-2">
        <div role="group" aria-label={t('evaluation.assign.ideas')}>
          <p className="mb-2 text-sm font-medium text-stone-800">{t('evaluation.assign.ideas')}</p>
          {ideas.data?.ideas.length === 0 ? <p className="text-stone-600">{t('evaluation.assign.noIdeas')}</p> : null}
          <ul className="flex flex-col gap-1">
            {ideas.data?.ideas.map((idea) => (
              <li key={idea.guid}>
                <Checkbox label={idea.name} checked={pickedIdeas.has(idea.guid)} onChange={(on) => setPickedIdeas((set) => toggle(set, idea.guid, on))} />
              </li>
            ))}
          </ul>
        </div>
        <div role="group" aria-label={t('evaluation.assign.evaluators')}>
          <p className="mb-2 text-sm font-medium text-stone-800">{t('evaluation.assign.evaluators')}</p>
          <ul className="flex flex-col gap-1">
            {evaluators.data?.map((evaluator) => (
              <li key={evaluator.guid}>
                <Checkbox label={evaluator.name} checked={pickedEvaluators.has(evaluator.guid)} onChange={(on) => setPickedEvaluators((set) => toggle(set, evaluator.guid, on))} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <Button className="mt-4" variant="secondary" onClick={() => void onAssign()} disabled={pickedIdeas.size === 0 || pickedEvaluators.size === 0 || create.isPending}>
        {t('evaluation.assign.manual', { count: pickedIdeas.size * pickedEvaluators.size })}
      </Button>
      <div role="status" className="mt-4 empty:hidden">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
    </fieldset>
  );
}
