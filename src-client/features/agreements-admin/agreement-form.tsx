import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAgreementDto } from '#server/modules/agreement/agreement.presenter.ts';
import type { ErrorCode } from '#shared/errors.ts';
import { agreementCreateInput, agreementDay, AGREEMENT_TYPES, isValidFromAllowed, isVersionedAgreementType, type AgreementType } from '#shared/schemas/agreements.ts';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { TextArea } from '#client/components/text-area-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { useRevealFirstError } from '#client/components/use-reveal-first-error.ts';
import { trpc } from '#client/trpc.ts';
import { useErrorText } from '#client/features/auth/form-errors.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { AgreementSaveFailure } from './agreement-save-failure';

type Field = 'type' | 'name' | 'text' | 'validFrom';
type Action = 'save' | 'publish';

interface Draft {
  type: AgreementType | '';
  name: string;
  text: string;
  validFrom: string;
  requireNewUserApproval: boolean;
}

/** The schema's per-field codes for the draft, plus validFrom's "today or later" while it may still change (spec 2 §4, §5). */
function fieldErrorsOf(draft: Draft, validFromEditable: boolean): Partial<Record<Field, ErrorCode>> {
  const errors: Partial<Record<Field, ErrorCode>> = {};
  const parsed = agreementCreateInput.safeParse({ ...draft, type: draft.type || undefined, validFrom: draft.validFrom || undefined });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      errors[field] ??= issue.message as ErrorCode;
    }
  }
  if (validFromEditable && draft.validFrom && !errors.validFrom && !isValidFromAllowed(draft.validFrom, new Date())) errors.validFrom = 'VALID_FROM_IN_THE_PAST';
  return errors;
}

/**
 * An agreement's editor (spec 2 §4): Save keeps a draft, Publish (confirmed) publishes it, and a
 * published one only offers Update, confirmed as "publish the changes?". Pressed with a field in
 * error, either shows every field's message and goes to the first (issue 31). Campaign and
 * organisation agreements are in force as saved (spec 2 §5).
 */
export function AgreementForm({ agreement }: { agreement: AdminAgreementDto | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const create = trpc.agreement.admin.create.useMutation();
  const update = trpc.agreement.admin.update.useMutation();
  const [draft, setDraft] = useState<Draft>({
    type: agreement?.type ?? '',
    name: agreement?.name ?? '',
    text: agreement?.text ?? '',
    validFrom: agreement?.validFrom ?? agreementDay(new Date()),
    requireNewUserApproval: agreement?.requireNewUserApproval ?? true,
  });
  const [touched, setTouched] = useState<Set<Field>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, ErrorCode>>>({});
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<{ code: ErrorCode | null } | null>(null);
  const { ref: formRef, reveal } = useRevealFirstError();

  const versioned = draft.type !== '' && isVersionedAgreementType(draft.type);
  const published = agreement?.status === 'published';
  const validFromEditable = versioned && !published;
  const errors = fieldErrorsOf(draft, validFromEditable);
  const invalid = Object.keys(errors).length > 0;
  const busy = create.isPending || update.isPending;
  const shownError = (field: Field) => errorText((touched.has(field) ? errors[field] : undefined) ?? serverErrors[field]);
  const change = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key !== 'requireNewUserApproval') setServerErrors((current) => ({ ...current, [key]: undefined }));
  };
  const touch = (field: Field) => setTouched((current) => new Set(current).add(field));

  async function run(action: Action) {
    setConfirming(false);
    if (draft.type === '') return;
    const input = {
      name: draft.name,
      text: draft.text,
      validFrom: validFromEditable ? draft.validFrom : undefined,
      publish: action === 'publish',
      // Spec 2 §4: until published the first version always asks everyone.
      requireNewUserApproval: published ? draft.requireNewUserApproval : true,
    };
    try {
      if (agreement) await update.mutateAsync({ guid: agreement.guid, ...input });
      else await create.mutateAsync({ type: draft.type, ...input });
      // The admin's own standing may change with it: a new version to accept, or a first text.
      await Promise.all([utils.agreement.invalidate(), utils.auth.me.invalidate()]);
      showMessage({ tone: 'success', text: agreement ? t('adminAgreements.updated') : t('adminAgreements.created') });
      await navigate({ to: '/organisation/admin/agreements' });
    } catch (error) {
      const { appCode, fieldErrors } = readServerError(error);
      const placed: Partial<Record<Field, ErrorCode>> = {};
      for (const field of ['type', 'name', 'text', 'validFrom'] as const) if (fieldErrors[field]?.[0]) placed[field] = fieldErrors[field][0];
      setServerErrors(placed);
      setFailure({ code: appCode });
    }
  }

  const submitAll = (action: Action) => {
    setTouched(new Set(['type', 'name', 'text', 'validFrom']));
    if (invalid) {
      reveal();
      return;
    }
    if (action === 'publish') setConfirming(true);
    else void run('save');
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The submit button is Publish on a new or draft terms or privacy policy and Update on a
        // published one: both publish, after confirming. Save draft is a button of its own.
        submitAll(versioned ? 'publish' : 'save');
      }}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6"
    >
      {agreement ? (
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-medium text-stone-800">{t('adminAgreements.typeLabel')}</p>
          <p className="rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm text-stone-700">{t(`adminAgreements.type.${agreement.type}`)}</p>
          <p className="text-xs text-stone-500">{t('adminAgreements.typeFixed')}</p>
        </div>
      ) : (
        <div onBlur={() => touch('type')}>
          <SelectField label={t('adminAgreements.typeLabel')} value={draft.type} onChange={(value) => change('type', value as AgreementType)} error={shownError('type')}>
            <option value="">{t('adminAgreements.typeChoose')}</option>
            {AGREEMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`adminAgreements.type.${type}`)}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <TextField label={t('adminAgreements.nameLabel')} value={draft.name} onChange={(event) => change('name', event.target.value)} onBlur={() => touch('name')} error={shownError('name')} />
      <div onBlur={() => touch('text')}>
        <TextArea label={t('adminAgreements.textLabel')} hint={t('adminAgreements.textHint')} rows={14} value={draft.text} onChange={(value) => change('text', value)} error={shownError('text')} />
      </div>
      {versioned ? (
        <TextField
          type="date"
          label={t('adminAgreements.validFromLabel')}
          hint={published ? t('adminAgreements.validFromLocked') : t('adminAgreements.validFromHint')}
          value={draft.validFrom}
          min={validFromEditable ? agreementDay(new Date()) : undefined}
          disabled={!validFromEditable}
          onChange={(event) => change('validFrom', event.target.value)}
          onBlur={() => touch('validFrom')}
          error={shownError('validFrom')}
        />
      ) : draft.type !== '' ? (
        <p className="text-sm text-stone-600">{t('adminAgreements.unversionedNote')}</p>
      ) : null}
      {versioned && published ? (
        <Checkbox
          label={t('adminAgreements.requireNewUserApproval')}
          hint={t('adminAgreements.requireNewUserApprovalHint')}
          checked={draft.requireNewUserApproval}
          onChange={(value) => change('requireNewUserApproval', value)}
        />
      ) : null}
      <div className="flex flex-col-reverse gap-2 border-t border-stone-100 pt-4 sm:flex-row sm:justify-end">
        <Link to="/organisation/admin/agreements" className={buttonClasses('secondary')}>
          {t('adminAgreements.backToList')}
        </Link>
        {versioned && !published ? (
          <Button variant="secondary" disabled={busy} onClick={() => submitAll('save')}>
            {busy ? t('adminAgreements.saving') : t('adminAgreements.saveDraft')}
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? t('adminAgreements.saving') : !versioned ? t('adminAgreements.save') : published ? t('adminAgreements.update') : t('adminAgreements.publish')}
        </Button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={published ? t('adminAgreements.confirmUpdateTitle') : t('adminAgreements.confirmPublishTitle')}
          body={published ? t('adminAgreements.confirmUpdateBody') : t('adminAgreements.confirmPublishBody')}
          confirmLabel={published ? t('adminAgreements.update') : t('adminAgreements.publish')}
          tone="primary"
          busy={busy}
          onConfirm={() => void run('publish')}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      {failure ? <AgreementSaveFailure code={failure.code} onClose={() => setFailure(null)} /> : null}
    </form>
  );
}
