import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { trpc } from '#client/trpc.ts';
import { stageName } from './stage-board';
import { newStageKey, StageRows, type DraftStage } from './stage-rows';

type Utils = ReturnType<typeof trpc.useUtils>;
type StageTemplate = Awaited<ReturnType<Utils['stages']['template']['list']['fetch']>>[number];

interface Editing {
  guid?: string;
  name: string;
  stages: DraftStage[];
}

/**
 * The site's stage templates (issue 33), kept by its admins: coaches start a campaign's pipeline
 * from one. A campaign keeps its own copy, so changing or deleting a template changes no campaign.
 */
export function StageTemplatesAdmin() {
  const { t, i18n } = useTranslation();
  const templates = trpc.stages.template.list.useQuery();
  const utils = trpc.useUtils();
  const save = trpc.stages.template.save.useMutation();
  const remove = trpc.stages.template.delete.useMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  const failed = (error: unknown, fallback: 'stages.templates.saveFailed' | 'stages.templates.deleteFailed') => {
    const { appCode } = readServerError(error);
    setNotice({ tone: 'error', text: t(appCode ? (`errors.${appCode}` as 'errors.forbidden') : fallback) });
  };
  const edit = (template?: StageTemplate) =>
    setEditing(template ? { guid: template.guid, name: template.name, stages: template.stages.map((stage) => ({ ...stage, deadline: '', key: newStageKey() })) } : { name: '', stages: [] });

  const onSave = async () => {
    if (!editing) return;
    try {
      const stages = editing.stages.map(({ nameEn, nameSv, participantView, reportsStatus }) => ({ nameEn, nameSv, participantView, reportsStatus }));
      await save.mutateAsync({ ...(editing.guid ? { guid: editing.guid } : {}), name: editing.name, stages });
      setEditing(null);
      setNotice({ tone: 'info', text: t('stages.templates.saved', { name: editing.name }) });
      await utils.stages.template.list.invalidate();
    } catch (error) {
      failed(error, 'stages.templates.saveFailed');
    }
  };
  const onDelete = async (template: StageTemplate) => {
    try {
      await remove.mutateAsync({ guid: template.guid });
      setNotice({ tone: 'info', text: t('stages.templates.deleted', { name: template.name }) });
      await utils.stages.template.list.invalidate();
    } catch (error) {
      failed(error, 'stages.templates.deleteFailed');
    }
  };

  let list;
  if (templates.isPending) list = <Spinner label={t('stages.templates.loading')} />;
  else if (templates.isError) list = <LoadErrorAlert message={t('stages.templates.loadError')} onRetry={() => void templates.refetch()} retrying={templates.isFetching} />;
  else if (templates.data.length === 0) list = <p className="text-stone-600">{t('stages.templates.empty')}</p>;
  else
    list = (
      <ul className="flex flex-col gap-3">
        {templates.data.map((template) => (
          <li key={template.guid} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-stone-200 p-4">
            <div>
              <p className="font-semibold">{template.name}</p>
              <p className="text-sm text-stone-600">{template.stages.map((stage) => stageName(stage, i18n.language)).join(' → ')}</p>
            </div>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => edit(template)} aria-label={t('stages.templates.editNamed', { name: template.name })}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('stages.templates.edit')}
              </Button>
              <Button variant="ghost" onClick={() => void onDelete(template)} disabled={remove.isPending} aria-label={t('stages.templates.deleteNamed', { name: template.name })}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('stages.templates.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <div role="status" className="mt-4 empty:hidden">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
      <div className="mt-6">{list}</div>
      {editing ? (
        <TitledSection title={editing.guid ? t('stages.templates.editTitle') : t('stages.templates.newTitle')} className="mt-10">
          <TextField label={t('stages.templates.name')} value={editing.name} onChange={(event) => setEditing({ ...editing, name: event.target.value })} className="max-w-md" />
          <StageRows stages={editing.stages} onChange={(stages) => setEditing({ ...editing, stages })} withDeadline={false} />
          <div className="mt-6 flex flex-wrap gap-3">
            <Button onClick={() => void onSave()} disabled={save.isPending}>
              {t('stages.templates.save')}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              {t('stages.templates.cancel')}
            </Button>
          </div>
        </TitledSection>
      ) : (
        <Button className="mt-6" onClick={() => edit()}>
          <Plus aria-hidden="true" className="size-4" />
          {t('stages.templates.new')}
        </Button>
      )}
    </>
  );
}
