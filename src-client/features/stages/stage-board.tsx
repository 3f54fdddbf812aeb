import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { trpc } from '#client/trpc.ts';
import type { Pipeline } from './pipeline-editor';

/** A stage's name in the page's language. */
export function stageName(stage: { nameEn: string; nameSv: string }, language: string): string {
  return language === 'sv' ? stage.nameSv : stage.nameEn;
}

/**
 * The campaign's ideas by stage (issue 33): pick a stage to list its ideas, tick some (or all on
 * the page) and move them to another stage with a reason. The moves show in the record below,
 * where they can be undone.
 */
export function StageBoard({ campaignSlug, pipeline }: { campaignSlug: string; pipeline: Pipeline }) {
  const { t, i18n } = useTranslation();
  const [stageGuid, setStageGuid] = useState<string | null>(pipeline.stages[0]?.guid ?? null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [target, setTarget] = useState('');
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const ideas = trpc.stages.ideas.useQuery({ campaignSlug, stageGuid, page: 1 });
  const utils = trpc.useUtils();
  const move = trpc.stages.move.useMutation();
  const unstagedCount = pipeline.unstaged.reduce((sum, entry) => sum + entry.ideaCount, 0);

  const show = (guid: string | null) => {
    setStageGuid(guid);
    setSelected(new Set());
  };
  const toggle = (guid: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(guid);
      else next.delete(guid);
      return next;
    });

  const onMove = async () => {
    try {
      const moves = await move.mutateAsync({ ideaGuids: [...selected], toStageGuid: target, reason });
      setSelected(new Set());
      setReason('');
      setNotice({ tone: 'info', text: t('stages.board.moved', { count: moves.length }) });
      await Promise.all([utils.stages.pipeline.invalidate({ campaignSlug }), utils.stages.ideas.invalidate({ campaignSlug }), utils.stages.moves.invalidate({ campaignSlug })]);
    } catch (error) {
      const { appCode } = readServerError(error);
      setNotice({ tone: 'error', text: t(appCode ? (`errors.${appCode}` as 'errors.forbidden') : 'stages.board.moveFailed') });
    }
  };

  let list;
  if (ideas.isPending) list = <Spinner label={t('stages.board.loading')} />;
  else if (ideas.isError) list = <LoadErrorAlert message={t('stages.board.loadError')} onRetry={() => void ideas.refetch()} retrying={ideas.isFetching} />;
  else if (ideas.data.ideas.length === 0) list = <p className="text-stone-600">{t('stages.board.empty')}</p>;
  else
    list = (
      <>
        <Checkbox
          label={t('stages.board.selectAll', { count: ideas.data.ideas.length })}
          checked={ideas.data.ideas.every((idea) => selected.has(idea.guid))}
          onChange={(on) => setSelected(on ? new Set(ideas.data.ideas.map((idea) => idea.guid)) : new Set())}
        />
        <ul className="mt-3 flex flex-col gap-2">
          {ideas.data.ideas.map((idea) => (
            <li key={idea.guid}>
              <Checkbox label={idea.name} checked={selected.has(idea.guid)} onChange={(on) => toggle(idea.guid, on)} />
            </li>
          ))}
        </ul>
        {ideas.data.total > ideas.data.ideas.length ? <p className="mt-2 text-sm text-stone-600">{t('stages.board.more', { shown: ideas.data.ideas.length, total: ideas.data.total })}</p> : null}
      </>
    );

  return (
    <TitledSection title={t('stages.board.title')} className="mt-10">
      <div role="group" aria-label={t('stages.board.stagesLabel')} className="flex flex-wrap gap-2">
        {pipeline.stages.map((stage) => (
          <Button key={stage.guid} variant={stage.guid === stageGuid ? 'primary' : 'secondary'} aria-pressed={stage.guid === stageGuid} onClick={() => show(stage.guid)}>
            {t('stages.board.stageCount', { name: stageName(stage, i18n.language), count: stage.ideaCount })}
          </Button>
        ))}
        {unstagedCount > 0 ? (
          <Button variant={stageGuid === null ? 'primary' : 'secondary'} aria-pressed={stageGuid === null} onClick={() => show(null)}>
            {t('stages.board.unstaged', { count: unstagedCount })}
          </Button>
        ) : null}
      </div>
      <div className="mt-4">{list}</div>
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <SelectField label={t('stages.board.moveTo')} value={target} onChange={setTarget} errorLine={false}>
          <option value="">{t('stages.board.chooseStage')}</option>
          {pipeline.stages.map((stage) => (
            <option key={stage.guid} value={stage.guid}>
              {stageName(stage, i18n.language)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('stages.board.reason')} value={reason} onChange={(event) => setReason(event.target.value)} className="min-w-64 flex-1" />
        <Button onClick={() => void onMove()} disabled={selected.size === 0 || !target || move.isPending}>
          {t('stages.board.move', { count: selected.size })}
        </Button>
      </div>
      <div role="status" className="mt-4 empty:hidden">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
    </TitledSection>
  );
}
