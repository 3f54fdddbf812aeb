import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { failureText } from './failure-text';

interface Template {
  guid: string;
  name: string;
}

interface Editing<Parts> {
  guid?: string;
  name: string;
  parts: Parts;
}

interface TemplatesAdminProps<T extends Template, Parts> {
  /** Where the screen's texts are: each kind of template names the same keys under its own. */
  texts: 'stages.templates' | 'evaluation.templates';
  templates: { isPending: boolean; isError: boolean; isFetching: boolean; data: T[] | undefined; refetch: () => unknown };
  /** One line under a template's name: what it holds. */
  summary: (template: T) => ReactNode;
  /** What the editor starts from: a template's parts, or a new template's (none). */
  partsOf: (template?: T) => Parts;
  /** The editor of a template's parts, with the server's messages by field. */
  editor: (parts: Parts, onChange: (parts: Parts) => void, errors: Record<string, string>) => ReactNode;
  save: (template: { guid?: string; name: string; parts: Parts }) => Promise<unknown>;
  remove: (guid: string) => Promise<unknown>;
  saving: boolean;
  removing: boolean;
}

/**
 * A site's templates of one kind (stages, scorecards; issue 33), kept by its admins: the list,
 * an editor for a new or an existing one, and deleting after a confirmation (spec 2 §8). A
 * campaign keeps its own copy of what it took from one, so changing or deleting a template
 * changes no campaign.
 */
export function TemplatesAdmin<T extends Template, Parts>({ texts, templates, summary, partsOf, editor, save, remove, saving, removing }: TemplatesAdminProps<T, Parts>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing<Parts> | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  const edit = (template?: T) => {
    setErrors({});
    setEditing(template ? { guid: template.guid, name: template.name, parts: partsOf(template) } : { name: '', parts: partsOf() });
  };
  const onSave = async () => {
    if (!editing) return;
    try {
      await save(editing);
      setEditing(null);
      setNotice({ tone: 'info', text: t(`${texts}.saved`, { name: editing.name.trim() }) });
    } catch (error) {
      const { message, fields } = failureText(t, error, t(`${texts}.saveFailed`));
      setErrors(fields);
      setNotice({ tone: 'error', text: message });
    }
  };
  const onDelete = async (template: T) => {
    try {
      await remove(template.guid);
      setNotice({ tone: 'info', text: t(`${texts}.deleted`, { name: template.name }) });
    } catch (error) {
      setNotice({ tone: 'error', text: failureText(t, error, t(`${texts}.deleteFailed`)).message });
    } finally {
      setDeleting(null);
    }
  };

  let list;
  if (templates.isPending) list = <Spinner label={t(`${texts}.loading`)} />;
  else if (templates.isError || !templates.data) list = <LoadErrorAlert message={t(`${texts}.loadError`)} onRetry={() => void templates.refetch()} retrying={templates.isFetching} />;
  else if (templates.data.length === 0) list = <p className="text-stone-600">{t(`${texts}.empty`)}</p>;
  else
    list = (
      <ul className="flex flex-col gap-3">
        {templates.data.map((template) => (
          <li key={template.guid} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-stone-200 p-4">
            <div>
              <p className="font-semibold">{template.name}</p>
              <p className="text-sm text-stone-600">{summary(template)}</p>
            </div>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => edit(template)} aria-label={t(`${texts}.editNamed`, { name: template.name })}>
                <Pencil aria-hidden="true" className="size-4" />
                {t(`${texts}.edit`)}
              </Button>
              <Button variant="ghost" onClick={() => setDeleting(template)} disabled={removing} aria-label={t(`${texts}.deleteNamed`, { name: template.name })}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t(`${texts}.delete`)}
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
        <TitledSection title={editing.guid ? t(`${texts}.editTitle`) : t(`${texts}.newTitle`)} className="mt-10">
          <TextField label={t(`${texts}.name`)} value={editing.name} onChange={(event) => setEditing({ ...editing, name: event.target.value })} error={errors.name} className="max-w-md" />
          {editor(editing.parts, (parts) => setEditing({ ...editing, parts }), errors)}
          <div className="mt-6 flex flex-wrap gap-3">
            <Button onClick={() => void onSave()} disabled={saving}>
              {t(`${texts}.save`)}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              {t(`${texts}.cancel`)}
            </Button>
          </div>
        </TitledSection>
      ) : (
        <Button className="mt-6" onClick={() => edit()}>
          <Plus aria-hidden="true" className="size-4" />
          {t(`${texts}.new`)}
        </Button>
      )}
      {deleting ? (
        <ConfirmDialog
          title={t(`${texts}.confirmDeleteTitle`)}
          body={t(`${texts}.confirmDeleteBody`, { name: deleting.name })}
          confirmLabel={t(`${texts}.delete`)}
          busy={removing}
          onConfirm={() => void onDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
