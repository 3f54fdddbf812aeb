import { Check, Pencil, Plus, Tag, Trash2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_NAME_MAX_LENGTH, labelNameSchema } from '#shared/schemas/people.ts';
import { Button } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { Modal } from '#client/components/modal.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { trpc } from '#client/trpc.ts';
import { useErrorText } from '#client/features/auth/form-errors.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';

type Label = { guid: string; name: string };

/** The name's error: the shared schema's first, else the server's, else a general one. */
function useNameCheck() {
  const errorText = useErrorText();
  return {
    local: (name: string) => {
      const parsed = labelNameSchema.safeParse(name);
      return parsed.success ? undefined : errorText(parsed.error.issues[0]?.message);
    },
    server: (error: unknown) => {
      const { appCode, fieldErrors } = readServerError(error);
      return errorText(fieldErrors.name?.[0] ?? appCode ?? 'internal-error');
    },
  };
}

/** "Labels" beside the users list (spec 2 §7 labels): create, rename and delete the site's labels. */
export function ManageLabelsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Tag aria-hidden="true" className="size-4" />
        {t('adminUsers.labelsAdmin.open')}
      </Button>
      {open ? <LabelsDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function LabelsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const labels = trpc.people.label.list.useQuery();
  return (
    <Modal title={t('adminUsers.labelsAdmin.title')} closeLabel={t('confirm.close')} onClose={onClose}>
      <p className="text-stone-600">{t('adminUsers.labelsAdmin.intro')}</p>
      <NewLabelForm />
      {labels.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t('app.loading')} className="size-6" />
        </div>
      ) : labels.isError ? (
        <p className="mt-4 text-red-700">{t('adminUsers.labelsAdmin.loadError')}</p>
      ) : labels.data.length === 0 ? (
        <p className="mt-4 text-stone-600">{t('adminUsers.labelsAdmin.empty')}</p>
      ) : (
        <ul aria-label={t('adminUsers.labelsAdmin.listLabel')} className="mt-4 flex flex-col divide-y divide-stone-100">
          {labels.data.map((label) => (
            <LabelRow key={label.guid} label={label} />
          ))}
        </ul>
      )}
    </Modal>
  );
}

function NewLabelForm() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const check = useNameCheck();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = trpc.people.label.create.useMutation({
    onSuccess: async () => {
      setName('');
      await utils.people.label.list.invalidate();
    },
    onError: (caught) => setError(check.server(caught)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check.local(name);
    setError(problem);
    if (!problem) create.mutate({ name });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex items-start gap-2">
      <TextField className="grow" label={t('adminUsers.labelsAdmin.newName')} value={name} maxLength={LABEL_NAME_MAX_LENGTH} error={error} onChange={(event) => setName(event.target.value)} />
      <Button type="submit" disabled={create.isPending} className="mt-7">
        <Plus aria-hidden="true" className="size-4" />
        {t('adminUsers.labelsAdmin.create')}
      </Button>
    </form>
  );
}

function LabelRow({ label }: { label: Label }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const check = useNameCheck();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [name, setName] = useState(label.name);
  const [error, setError] = useState<string | undefined>();
  const refresh = () => Promise.all([utils.people.label.list.invalidate(), utils.people.list.invalidate()]);
  const rename = trpc.people.label.rename.useMutation({ onSuccess: async () => (setEditing(false), await refresh()), onError: (caught) => setError(check.server(caught)) });
  const remove = trpc.people.label.delete.useMutation({ onSuccess: refresh, onError: (caught) => setError(check.server(caught)), onSettled: () => setConfirming(false) });

  if (editing) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      const problem = check.local(name);
      setError(problem);
      if (!problem) rename.mutate({ guid: label.guid, name });
    };
    return (
      <li className="py-2">
        <form onSubmit={submit} noValidate className="flex items-start gap-1">
          <TextField className="grow" label={t('adminUsers.labelsAdmin.renameLabel', { name: label.name })} value={name} maxLength={LABEL_NAME_MAX_LENGTH} error={error} onChange={(event) => setName(event.target.value)} />
          <Button type="submit" variant="ghost" disabled={rename.isPending} aria-label={t('adminUsers.labelsAdmin.save')} className="mt-7">
            <Check aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="ghost" onClick={() => (setEditing(false), setName(label.name), setError(undefined))} aria-label={t('confirm.cancel')} className="mt-7">
            <X aria-hidden="true" className="size-4" />
          </Button>
        </form>
      </li>
    );
  }
  return (
    <li className="flex flex-col py-2">
      <div className="flex items-center gap-1">
        <span className="grow font-medium break-words text-stone-900">{label.name}</span>
        <Button variant="ghost" onClick={() => setEditing(true)} aria-label={t('adminUsers.labelsAdmin.renameNamed', { name: label.name })}>
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={t('adminUsers.labelsAdmin.deleteNamed', { name: label.name })} className="text-red-700 hover:bg-red-50">
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      {confirming ? (
        <ConfirmDialog
          title={t('adminUsers.labelsAdmin.deleteTitle', { name: label.name })}
          body={t('adminUsers.labelsAdmin.deleteBody')}
          confirmLabel={t('adminUsers.labelsAdmin.delete')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate({ guid: label.guid })}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}
