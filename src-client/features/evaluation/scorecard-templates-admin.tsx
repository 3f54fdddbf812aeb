import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { trpc } from '#client/trpc.ts';
import { criteriaInput, CriterionRows, draftCriteria, type DraftCriterion } from './criterion-rows';
import { failureText } from './failure-text';

type Utils = ReturnType<typeof trpc.useUtils>;
type ScorecardTemplate = Awaited<ReturnType<Utils['evaluation']['template']['list']['fetch']>>[number];

interface Editing {
  guid?: string;
  name: string;
  criteria: DraftCriterion[];
}

/**
 * The site's scorecard templates (issue 33), kept by its admins beside the stage templates:
 * coaches apply one to a stage and edit the stage's own copy, so changing or deleting a template
 * changes no stage.
 */
export function ScorecardTemplatesAdmin() {
  const { t, i18n } = useTranslation();
  const templates = trpc.evaluation.template.list.useQuery();
  const utils = trpc.useUtils();
  const save = trpc.evaluation.template.save.useMutation();
  const remove = trpc.evaluation.template.delete.useMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  const edit = (template?: ScorecardTemplate) => {
    setErrors({});
    setEditing(template ? { guid: template.guid, name: template.name, criteria: draftCriteria(template.criteria, false) } : { name: '', criteria: [] });
  };
  const onSave = async () => {
    if (!editing) return;
    try {
      await save.mutateAsync({ ...(editing.guid ? { guid: editing.guid } : {}), name: editing.name, criteria: criteriaInput(editing.criteria) });
      setEditing(null);
      setNotice({ tone: 'info', text: t('evaluation.templates.saved', { name: editing.name.trim() }) });
      await utils.evaluation.template.list.invalidate();
    } catch (error) {
      const { message, fields } = failureText(t, error, t('evaluation.templates.saveFailed'));
      setErrors(fields);
      setNotice({ tone: 'error', text: message });
    }
  };
  const onDelete = async (template: ScorecardTemplate) => {
    try {
      await remove.mutateAsync({ guid: template.guid });
      setNotice({ tone: 'info', text: t('evaluation.templates.deleted', { name: template.name }) });
      await utils.evaluation.template.list.invalidate();
    } catch (error) {
      setNotice({ tone: 'error', text: failureText(t, error, t('evaluation.templates.deleteFailed')).message });
    }
  };

  let list;
  if (templates.isPending) list = <Spinner label={t('evaluation.templates.loading')} />;
  else if (templates.isError) list = <LoadErrorAlert message={t('evaluation.templates.loadError')} onRetry={() => void templates.refetch()} retrying={templates.isFetching} />;
  else if (templates.data.length === 0) list = <p className="text-stone-600">{t('evaluation.templates.empty')}</p>;
  else
    list = (
      <ul className="flex flex-col gap-3">
        {templates.data.map((template) => (
          <li key={template.guid} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-stone-200 p-4">
            <div>
              <p className="font-semibold">{template.name}</p>
              <p className="text-sm text-stone-600">
                {template.criteria.map((criterion) => t('evaluation.templates.criterionLine', { name: i18n.language === 'sv' ? criterion.nameSv : criterion.nameEn, weight: criterion.weight, max: criterion.scale })).join(' · ')}
              </p>
            </div>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => edit(template)} aria-label={t('evaluation.templates.editNamed', { name: template.name })}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('evaluation.templates.edit')}
              </Button>
              <Button variant="ghost" onClick={() => void onDelete(template)} disabled={remove.isPending} aria-label={t('evaluation.templates.deleteNamed', { name: template.name })}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('evaluation.templates.delete')}
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
        <TitledSection title={editing.guid ? t('evaluation.templates.editTitle') : t('evaluation.templates.newTitle')} className="mt-10">
          <TextField label={t('evaluation.templates.name')} value={editing.name} onChange={(event) => setEditing({ ...editing, name: event.target.value })} error={errors.name} className="max-w-md" />
          <CriterionRows criteria={editing.criteria} onChange={(criteria) => setEditing({ ...editing, criteria })} errors={errors} />
          <div className="mt-6 flex flex-wrap gap-3">
            <Button onClick={() => void onSave()} disabled={save.isPending}>
              {t('evaluation.templates.save')}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              {t('evaluation.templates.cancel')}
            </Button>
          </div>
        </TitledSection>
      ) : (
        <Button className="mt-6" onClick={() => edit()}>
          <Plus aria-hidden="true" className="size-4" />
          {t('evaluation.templates.new')}
        </Button>
      )}
    </>
  );
}
