import { Link, useNavigate } from '@tanstack/react-router';
import { Check, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyPrivacySetting,
  availablePrivacySettings,
  canExtendCampaigns,
  latestEndDate,
} from '../../../src-shared/campaign-rules';
import type { ErrorCode } from '../../../src-shared/errors';
import { ideaFieldTypes, type PrivacySetting } from '../../../src-shared/schemas/campaign';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { trpc, type CampaignDetails, type Media } from '../../trpc';
import { FormErrors, useErrorText } from '../auth/form-errors';
import { placeServerError, type FormError } from '../auth/server-error';
import { useViewer } from '../auth/use-viewer';
import { viewerRoles } from '../auth/viewer-roles';
import { Uploader } from '../media/uploader';
import { useOrganisation } from '../shell/use-organisation';
import { useSystemMessage } from '../shell/system-message';
import { formatCampaignDate } from './campaign-text';
import {
  checkDateInputs,
  checkFieldDrafts,
  checkRewards,
  defaultEndInput,
  fieldDraftOf,
  fromDateInput,
  nextStep,
  stepNumber,
  toDateInput,
  todayDate,
  wizardSteps,
  WIZARD_STEP_COUNT,
  type DateErrors,
  type DocumentDraft,
  type FieldDraft,
  type FieldDraftErrors,
  newFieldDraft,
  type WizardStep,
} from './wizard-model';

type FieldErrorMap = Partial<Record<string, ErrorCode>>;

interface WizardProps {
  /** The draft or campaign being edited; null before the first Next has created it. */
  campaign: CampaignDetails | null;
  /** Create mode: Next on every step and Submit at the end; edit mode: Save. */
  creating: boolean;
  step: WizardStep;
}

/** The campaign wizard (spec 2 §2): info, idea fields, date, photo, documents, rewards, review. */
export function CampaignWizard({ campaign, creating, step }: WizardProps) {
  const { t } = useTranslation();
  const current = campaign ? step : 'info';

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{creating ? t('wizard.createTitle') : t('wizard.editTitle')}</h1>
      <StepIndicator campaign={campaign} creating={creating} step={current} />
      <section aria-labelledby="wizard-step-title" className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-8">
        <p className="text-sm font-medium text-stone-500">{t('wizard.stepOf', { n: stepNumber(current), count: WIZARD_STEP_COUNT })}</p>
        <h2 id="wizard-step-title" className="mt-1 mb-6 text-2xl font-semibold tracking-tight">
          {t(`wizard.steps.${current}`)}
        </h2>
        <StepBody key={`${current}-${campaign?.slug ?? 'new'}`} campaign={campaign} creating={creating} step={current} />
      </section>
    </div>
  );
}

function StepIndicator({ campaign, creating, step }: { campaign: CampaignDetails | null; creating: boolean; step: WizardStep }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('wizard.stepsLabel')} className="mt-6">
      <ol className="flex flex-wrap gap-2">
        {wizardSteps.map((item) => {
          const label = `${stepNumber(item)}. ${t(`wizard.steps.${item}`)}`;
          const style = 'inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium';
          if (item === step) {
            return (
              <li key={item}>
                <span aria-current="step" className={`${style} border-link bg-link text-white`}>
                  {label}
                </span>
              </li>
            );
          }
          if (!campaign) {
            return (
              <li key={item}>
                <span aria-disabled="true" className={`${style} border-stone-200 text-stone-400`}>
                  {label}
                </span>
              </li>
            );
          }
          return (
            <li key={item}>
              <Link
                to="/coach/campaigns/$slug/edit"
                params={{ slug: campaign.slug }}
                search={{ step: item, new: creating ? 1 : undefined }}
                className={`${style} border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

interface StepProps {
  campaign: CampaignDetails | null;
  creating: boolean;
}

function StepBody({ campaign, creating, step }: StepProps & { step: WizardStep }) {
  if (!campaign || step === 'info') return <InfoStep campaign={campaign} creating={creating} />;
  switch (step) {
    case 'customfields':
      return <CustomFieldsStep campaign={campaign} creating={creating} />;
    case 'date':
      return <DateStep campaign={campaign} creating={creating} />;
    case 'photo':
      return <PhotoStep campaign={campaign} creating={creating} />;
    case 'documents':
      return <DocumentsStep campaign={campaign} creating={creating} />;
    case 'rewards':
      return <RewardsStep campaign={campaign} creating={creating} />;
    case 'review':
      return <ReviewStep campaign={campaign} creating={creating} />;
  }
}

type UpdatePayload = Omit<Parameters<ReturnType<typeof trpc.campaign.update.useMutation>['mutateAsync']>[0], 'slug'>;

/**
 * Everything the campaign already has, sent with every step: the update schema fills a field
 * left out with its default (an empty brief, no photo, no documents), so a step that sent only
 * its own part would wipe the others.
 */
function savedFields(campaign: CampaignDetails): UpdatePayload {
  return {
    name: campaign.name,
    content: campaign.content,
    privacySetting: campaign.privacySetting as PrivacySetting,
    requireCoachApproval: campaign.requireCoachApproval,
    requireAgreementAcceptance: campaign.requireAgreementAcceptance,
    showOnLandingPage: campaign.showOnLandingPage,
    featured: campaign.featured,
    useCustomMailHeader: campaign.useCustomMailHeader,
    mailHeader: campaign.mailHeader,
    settings: campaign.settings,
    photoGuid: campaign.thumbnail?.guid ?? null,
    documents: campaign.documents.map((document) => ({ mediaGuid: document.guid, name: document.name })),
    rewards: campaign.rewards.map((reward) => ({ title: reward.title, description: reward.description })),
  };
}

/**
 * Saving a step: update the campaign, keep the answer for the other steps, then go on (create
 * mode) or say it was saved (edit mode). Server errors land under the step's fields or above it.
 */
function useStepSave(campaign: CampaignDetails, creating: boolean, step: WizardStep) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const update = trpc.campaign.update.useMutation();
  const [fieldErrors, setFieldErrors] = useState<FieldErrorMap>({});
  const [formErrors, setFormErrors] = useState<FormError[]>([]);

  const save = async (payload: UpdatePayload, fields: readonly string[]) => {
    setFormErrors([]);
    setFieldErrors({});
    try {
      const saved = await update.mutateAsync({ ...savedFields(campaign), ...payload, slug: campaign.slug });
      utils.campaign.forEdit.setData({ slug: saved.slug }, saved);
      await utils.campaign.invalidate();
      if (creating) await navigate({ to: '/coach/campaigns/$slug/edit', params: { slug: saved.slug }, search: { step: nextStep(step), new: 1 } });
      else showMessage({ tone: 'success', text: t('wizard.saved') });
    } catch (error) {
      const placed = placeServerError(error, fields);
      setFieldErrors(Object.fromEntries(placed.fieldErrors.map(({ field, code }) => [field, code])));
      setFormErrors(placed.formErrors);
    }
  };
  return { save, busy: update.isPending, fieldErrors, setFieldErrors, formErrors };
}

function StepActions({ creating, busy, label }: { creating: boolean; busy: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 flex justify-end border-t border-stone-100 pt-5">
      <Button type="submit" disabled={busy}>
        {busy ? t('wizard.saving') : (label ?? (creating ? t('wizard.next') : t('wizard.save')))}
      </Button>
    </div>
  );
}

function Checkbox({ label, checked, onChange, disabled = false, hint }: { label: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean; hint?: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-4 accent-link"
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div>
        <label htmlFor={id} className={`text-sm font-medium ${disabled ? 'text-stone-400' : 'text-stone-800'}`}>
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-stone-500">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function TextArea({ label, value, onChange, error, hint, rows = 4 }: { label: string; value: string; onChange: (value: string) => void; error?: string | undefined; hint?: string; rows?: number }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-xs focus-visible:border-link ${error ? 'border-red-500' : 'border-stone-300'}`}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="min-h-5 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}

// ---------------------------------------------------------------- info

const INFO_FIELDS = ['name', 'content', 'privacySetting', 'requireCoachApproval', 'showOnLandingPage', 'featured', 'useCustomMailHeader', 'mailHeader'] as const;

function InfoStep({ campaign, creating }: StepProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const organisation = useOrganisation();
  const create = trpc.campaign.create.useMutation();
  const [values, setValues] = useState({
    name: campaign?.name ?? '',
    content: campaign?.content ?? '',
    privacySetting: campaign?.privacySetting ?? ('public' as PrivacySetting),
    requireCoachApproval: campaign?.requireCoachApproval ?? false,
    showOnLandingPage: campaign?.showOnLandingPage ?? false,
    featured: campaign?.featured ?? false,
    useCustomMailHeader: campaign?.useCustomMailHeader ?? false,
    mailHeader: campaign?.mailHeader ?? '',
  });
  const [checked, setChecked] = useState(false);
  const [createErrors, setCreateErrors] = useState<{ fields: FieldErrorMap; form: FormError[] }>({ fields: {}, form: [] });
  const saver = useOptionalStepSave(campaign, creating);

  const localErrors: FieldErrorMap = {};
  if (!values.name.trim()) localErrors.name = 'ERROR_REQUIRED';
  else if (values.name.trim().length > 200) localErrors.name = 'VALUE_TOO_LONG';
  if (values.useCustomMailHeader && !values.mailHeader.trim()) localErrors.mailHeader = 'ERROR_REQUIRED';
  const serverErrors = campaign ? (saver?.fieldErrors ?? {}) : createErrors.fields;
  const errorOf = (field: string) => errorText((checked ? localErrors[field] : undefined) ?? serverErrors[field]);

  const privacyOptions = availablePrivacySettings({ premium: organisation.premium, featureSemiPublicHunts: organisation.settings.featureSemiPublicHunts });
  if (!privacyOptions.includes(values.privacySetting)) privacyOptions.push(values.privacySetting);
  const hidden = values.privacySetting === 'internal' || values.privacySetting === 'private';

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(localErrors).length > 0) return;
    if (campaign && saver) {
      await saver.save(values, INFO_FIELDS);
      return;
    }
    setCreateErrors({ fields: {}, form: [] });
    try {
      const created = await create.mutateAsync({ ...values, startDate: todayDate() });
      utils.campaign.forEdit.setData({ slug: created.slug }, created);
      await navigate({ to: '/coach/campaigns/$slug/edit', params: { slug: created.slug }, search: { step: 'customfields', new: 1 } });
    } catch (error) {
      const placed = placeServerError(error, INFO_FIELDS);
      setCreateErrors({ fields: Object.fromEntries(placed.fieldErrors.map(({ field, code }) => [field, code])), form: placed.formErrors });
    }
  };

  const busy = create.isPending || (saver?.busy ?? false);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormErrors errors={campaign ? (saver?.formErrors ?? []) : createErrors.form} unhandledText={t('wizard.saveError')} />
      <TextField label={t('wizard.info.name')} value={values.name} required onChange={(event) => setValues({ ...values, name: event.target.value })} error={errorOf('name')} />
      <TextArea label={t('wizard.info.brief')} hint={t('wizard.info.briefHint')} rows={8} value={values.content} onChange={(content) => setValues({ ...values, content })} error={errorOf('content')} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-stone-800">{t('wizard.info.privacy')}</legend>
        {privacyOptions.map((option) => (
          <label key={option} className="flex items-start gap-3 rounded-lg border border-stone-200 p-3 has-checked:border-link">
            <input
              type="radio"
              name="privacySetting"
              value={option}
              checked={values.privacySetting === option}
              onChange={() => setValues({ ...values, ...applyPrivacySetting(values, option) })}
              className="mt-1 size-4 accent-link"
            />
            <span>
              <span className="block text-sm font-semibold">{t(`wizard.privacy.${option}`)}</span>
              <span className="block text-xs text-stone-600">{t(`wizard.privacyHint.${option}`)}</span>
            </span>
          </label>
        ))}
        {errorOf('privacySetting') ? <p className="text-sm text-red-700">{errorOf('privacySetting')}</p> : null}
      </fieldset>
      <div className="flex flex-col gap-3">
        <Checkbox label={t('wizard.info.requireCoachApproval')} checked={values.requireCoachApproval} onChange={(value) => setValues({ ...values, requireCoachApproval: value })} />
        <Checkbox label={t('wizard.info.showOnLandingPage')} checked={values.showOnLandingPage} disabled={hidden} onChange={(value) => setValues({ ...values, showOnLandingPage: value })} />
        <Checkbox label={t('wizard.info.featured')} checked={values.featured} disabled={values.privacySetting === 'private'} onChange={(value) => setValues({ ...values, featured: value })} />
        <Checkbox label={t('wizard.info.useCustomMailHeader')} checked={values.useCustomMailHeader} onChange={(value) => setValues({ ...values, useCustomMailHeader: value })} />
      </div>
      {values.useCustomMailHeader ? (
        <TextArea label={t('wizard.info.mailHeader')} value={values.mailHeader} onChange={(mailHeader) => setValues({ ...values, mailHeader })} error={errorOf('mailHeader')} />
      ) : null}
      <StepActions creating={creating} busy={busy} />
    </form>
  );
}

/** The info step saves through create before the draft exists; the hook needs a campaign, so it is split. */
function useOptionalStepSave(campaign: CampaignDetails | null, creating: boolean) {
  const placeholder = { slug: '' } as CampaignDetails;
  const saver = useStepSave(campaign ?? placeholder, creating, 'info');
  return campaign ? saver : null;
}

// ---------------------------------------------------------------- custom fields

function CustomFieldsStep({ campaign, creating }: StepProps & { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const existing = campaign.settings.ideaExtraFields.custom;
  const [drafts, setDrafts] = useState<FieldDraft[]>(() => existing.map(fieldDraftOf));
  const [rowErrors, setRowErrors] = useState<FieldDraftErrors[] | null>(null);
  const saver = useStepSave(campaign, creating, 'customfields');

  const change = (index: number, patch: Partial<FieldDraft>) => setDrafts(drafts.map((draft, at) => (at === index ? { ...draft, ...patch } : draft)));
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = checkFieldDrafts(drafts, existing);
    if (!result.ok) {
      setRowErrors(result.errors);
      return;
    }
    setRowErrors(null);
    await saver.save({ settings: { ...campaign.settings, ideaExtraFields: { custom: result.fields } } }, ['settings']);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {rowErrors ? <Alert tone="error">{t('wizard.fields.invalid')}</Alert> : null}
      <FormErrors errors={saver.formErrors} unhandledText={t('wizard.saveError')} />
      <p className="text-stone-600">{t('wizard.fields.intro')}</p>
      {drafts.length === 0 ? <p className="text-sm text-stone-500">{t('wizard.fields.none')}</p> : null}
      <ol className="flex flex-col gap-4">
        {drafts.map((draft, index) => {
          const errors = rowErrors?.[index] ?? {};
          return (
            <li key={draft.fieldid} className="flex flex-col gap-2 rounded-xl border border-stone-200 p-4">
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField label={t('wizard.fields.label')} value={draft.label} onChange={(event) => change(index, { label: event.target.value })} error={errorText(errors.label)} />
                <SelectField label={t('wizard.fields.type')} value={draft.formType} onChange={(formType) => change(index, { formType })} error={errorText(errors.formType)}>
                  {ideaFieldTypes.map((type) => (
                    <option key={type} value={type}>
                      {t(`wizard.fieldTypes.${type}`)}
                    </option>
                  ))}
                </SelectField>
              </div>
              {draft.formType === 'select-checkbox' || draft.formType === 'select-dropdown' ? (
                <TextField label={t('wizard.fields.options')} hint={t('wizard.fields.optionsHint')} value={draft.options} onChange={(event) => change(index, { options: event.target.value })} error={errorText(errors.options)} />
              ) : null}
              <TextField label={t('wizard.fields.description')} value={draft.description} onChange={(event) => change(index, { description: event.target.value })} error={errorText(errors.description)} />
              <div className="flex flex-wrap items-center gap-6">
                <Checkbox label={t('wizard.fields.required')} checked={draft.required} onChange={(required) => change(index, { required })} />
                <Checkbox label={t('wizard.fields.public')} checked={draft.public} onChange={(value) => change(index, { public: value })} />
                <Button variant="ghost" className="ml-auto" onClick={() => setDrafts(drafts.filter((_, at) => at !== index))}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('wizard.fields.remove', { n: index + 1 })}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button variant="secondary" onClick={() => setDrafts([...drafts, newFieldDraft()])}>
          <Plus aria-hidden="true" className="size-4" />
          {t('wizard.fields.add')}
        </Button>
      </div>
      <StepActions creating={creating} busy={saver.busy} />
    </form>
  );
}

function SelectField({ label, value, onChange, error, children }: { label: string; value: string; onChange: (value: string) => void; error?: string | undefined; children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        className={`min-h-11 rounded-lg border bg-white px-3 py-2 text-base ${error ? 'border-red-500' : 'border-stone-300'}`}
      >
        {children}
      </select>
      <p className="min-h-5 text-sm text-red-700">{error}</p>
    </div>
  );
}

// ---------------------------------------------------------------- date

function DateStep({ campaign, creating }: StepProps & { campaign: CampaignDetails }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const viewer = useViewer();
  const organisation = useOrganisation();
  const canExtend = viewer ? canExtendCampaigns(viewerRoles(viewer), organisation) : false;
  const [now] = useState(() => new Date());
  const started = campaign.phase !== 'draft' && campaign.startDate.getTime() <= now.getTime();
  const previous = started ? { startDate: campaign.startDate, endDate: campaign.endDate } : undefined;
  const [inputs, setInputs] = useState({ startDate: toDateInput(campaign.startDate), endDate: toDateInput(campaign.endDate) });
  const [errors, setErrors] = useState<DateErrors>({});
  const saver = useStepSave(campaign, creating, 'date');

  const start = fromDateInput(inputs.startDate);
  const latest = start ? latestEndDate(start, canExtend) : null;
  const shown = (field: 'startDate' | 'endDate') => errorText(errors[field] ?? saver.fieldErrors[field]);

  const onStart = (value: string) => {
    // The end follows the start while it is still the default four weeks after it.
    const followed = inputs.endDate === defaultEndInput(inputs.startDate) ? defaultEndInput(value) : inputs.endDate;
    setInputs({ startDate: value, endDate: followed || inputs.endDate });
    setErrors({});
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkDateInputs(inputs, { now, canExtend, previous });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const startDate = fromDateInput(inputs.startDate)!;
    const endDate = fromDateInput(inputs.endDate)!;
    const payload: UpdatePayload = {};
    if (startDate.getTime() !== campaign.startDate.getTime()) payload.startDate = startDate;
    if (endDate.getTime() !== campaign.endDate.getTime()) payload.endDate = endDate;
    await saver.save(payload, ['startDate', 'endDate']);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormErrors errors={saver.formErrors} unhandledText={t('wizard.saveError')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label={t('wizard.date.start')}
          value={inputs.startDate}
          readOnly={started}
          hint={started ? t('wizard.date.startLocked') : undefined}
          onChange={(event) => onStart(event.target.value)}
          error={shown('startDate')}
        />
        <TextField
          type="date"
          label={t('wizard.date.end')}
          value={inputs.endDate}
          readOnly={started && !canExtend}
          hint={latest ? t('wizard.date.latest', { date: formatCampaignDate(latest, i18n.language, 'UTC') }) : undefined}
          onChange={(event) => {
            setInputs({ ...inputs, endDate: event.target.value });
            setErrors({});
          }}
          error={shown('endDate')}
        />
      </div>
      <StepActions creating={creating} busy={saver.busy} />
    </form>
  );
}

// ---------------------------------------------------------------- photo

function PhotoStep({ campaign, creating }: StepProps & { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [photo, setPhoto] = useState<{ guid: string; url: string } | null>(campaign.thumbnail);
  const saver = useStepSave(campaign, creating, 'photo');

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void saver.save({ photoGuid: photo?.guid ?? null }, ['photoGuid']);
      }}
      className="flex flex-col gap-4"
    >
      <FormErrors errors={saver.formErrors} unhandledText={t('wizard.saveError')} />
      <p id={labelId} className="text-sm font-medium text-stone-800">
        {t('wizard.photo.label')}
      </p>
      {photo ? (
        <div className="flex items-center gap-4">
          <img src={photo.url} alt={t('wizard.photo.current')} className="size-32 rounded-xl border border-stone-200 object-cover" />
          <Button variant="secondary" onClick={() => setPhoto(null)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('wizard.photo.remove')}
          </Button>
        </div>
      ) : null}
      <Uploader
        context="campaignPhoto"
        maxFiles={1}
        labelledBy={labelId}
        onUploaded={(media: Media) => setPhoto({ guid: media.guid, url: media.url })}
        onRemoved={(media: Media) => setPhoto((current) => (current?.guid === media.guid ? null : current))}
      />
      <StepActions creating={creating} busy={saver.busy} />
    </form>
  );
}

// ---------------------------------------------------------------- documents

function DocumentsStep({ campaign, creating }: StepProps & { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const labelId = useId();
  const [documents, setDocuments] = useState<DocumentDraft[]>(() => campaign.documents.map((document) => ({ mediaGuid: document.guid, name: document.name, filename: document.name })));
  const [checked, setChecked] = useState(false);
  const saver = useStepSave(campaign, creating, 'documents');

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (documents.some((document) => !document.name.trim())) return;
    await saver.save({ documents: documents.map(({ mediaGuid, name }) => ({ mediaGuid, name })) }, ['documents']);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormErrors errors={saver.formErrors} unhandledText={t('wizard.saveError')} />
      <p id={labelId} className="text-sm font-medium text-stone-800">
        {t('wizard.documents.label')}
      </p>
      {documents.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {documents.map((document, index) => (
            <li key={document.mediaGuid} className="flex items-end gap-3">
              <TextField
                className="flex-1"
                label={t('wizard.documents.name', { file: document.filename })}
                value={document.name}
                onChange={(event) => setDocuments(documents.map((item, at) => (at === index ? { ...item, name: event.target.value } : item)))}
                error={checked && !document.name.trim() ? errorText('ERROR_REQUIRED') : undefined}
              />
              <Button variant="ghost" className="mb-6" onClick={() => setDocuments(documents.filter((_, at) => at !== index))}>
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('wizard.documents.remove', { name: document.name || document.filename })}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Uploader
        context="campaignDocument"
        maxFiles={Math.max(0, 20 - documents.length) || 1}
        labelledBy={labelId}
        disabled={documents.length >= 20}
        onUploaded={(media: Media) => setDocuments((current) => [...current, { mediaGuid: media.guid, name: media.filename, filename: media.filename }])}
      />
      <StepActions creating={creating} busy={saver.busy} />
    </form>
  );
}

// ---------------------------------------------------------------- rewards

function RewardsStep({ campaign, creating }: StepProps & { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [rewards, setRewards] = useState(() => campaign.rewards.map((reward) => ({ key: crypto.randomUUID(), title: reward.title, description: reward.description })));
  const [errors, setErrors] = useState<({ title?: ErrorCode } | null)[] | null>(null);
  const saver = useStepSave(campaign, creating, 'rewards');

  const change = (index: number, patch: { title?: string; description?: string }) => setRewards(rewards.map((reward, at) => (at === index ? { ...reward, ...patch } : reward)));
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkRewards(rewards);
    setErrors(found);
    if (found) return;
    await saver.save({ rewards: rewards.map(({ title, description }) => ({ title, description })) }, ['rewards']);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormErrors errors={saver.formErrors} unhandledText={t('wizard.saveError')} />
      {rewards.length === 0 ? <p className="text-sm text-stone-500">{t('wizard.rewards.none')}</p> : null}
      <ol className="flex flex-col gap-4">
        {rewards.map((reward, index) => (
          <li key={reward.key} className="flex flex-col gap-2 rounded-xl border border-stone-200 p-4">
            <TextField label={t('wizard.rewards.title', { n: index + 1 })} value={reward.title} onChange={(event) => change(index, { title: event.target.value })} error={errorText(errors?.[index]?.title)} />
            <TextArea label={t('wizard.rewards.description', { n: index + 1 })} rows={2} value={reward.description} onChange={(description) => change(index, { description })} />
            <div className="flex justify-end">
              <Button variant="ghost" onClick={() => setRewards(rewards.filter((_, at) => at !== index))}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('wizard.rewards.remove', { n: index + 1 })}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="secondary" onClick={() => setRewards([...rewards, { key: crypto.randomUUID(), title: '', description: '' }])}>
          <Plus aria-hidden="true" className="size-4" />
          {t('wizard.rewards.add')}
        </Button>
      </div>
      <StepActions creating={creating} busy={saver.busy} />
    </form>
  );
}

// ---------------------------------------------------------------- review

function ReviewStep({ campaign, creating }: StepProps & { campaign: CampaignDetails }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const submit = trpc.campaign.submit.useMutation();
  const [formErrors, setFormErrors] = useState<FormError[]>([]);
  const [created, setCreated] = useState(false);
  const saver = useStepSave(campaign, false, 'review');
  const date = (value: Date) => formatCampaignDate(value, i18n.language, 'UTC');
  const toBrief = () => void navigate({ to: '/coach/campaigns/$slug/brief', params: { slug: campaign.slug } });

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!creating) {
      await saver.save({}, []);
      return;
    }
    setFormErrors([]);
    try {
      await submit.mutateAsync({ slug: campaign.slug });
      await utils.campaign.invalidate();
      setCreated(true);
    } catch (error) {
      setFormErrors(placeServerError(error, []).formErrors);
    }
  };

  const rows: [string, ReactNode][] = [
    [t('wizard.info.name'), campaign.name],
    [t('wizard.info.privacy'), t(`wizard.privacy.${campaign.privacySetting as PrivacySetting}`)],
    [
      t('wizard.review.flags'),
      [
        campaign.requireCoachApproval ? t('wizard.info.requireCoachApproval') : null,
        campaign.showOnLandingPage ? t('wizard.info.showOnLandingPage') : null,
        campaign.featured ? t('wizard.info.featured') : null,
        campaign.useCustomMailHeader ? t('wizard.info.useCustomMailHeader') : null,
      ]
        .filter(Boolean)
        .join(', ') || t('wizard.review.none'),
    ],
    [t('wizard.steps.customfields'), campaign.settings.ideaExtraFields.custom.map((field) => field.label).join(', ') || t('wizard.review.none')],
    [t('wizard.date.start'), date(campaign.startDate)],
    [t('wizard.date.end'), date(campaign.endDate)],
    [t('wizard.steps.photo'), campaign.thumbnail ? <img src={campaign.thumbnail.url} alt="" className="size-20 rounded-lg object-cover" /> : t('wizard.review.none')],
    [t('wizard.steps.documents'), campaign.documents.map((document) => document.name).join(', ') || t('wizard.review.none')],
    [t('wizard.steps.rewards'), campaign.rewards.map((reward) => reward.title).join(', ') || t('wizard.review.none')],
  ];

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormErrors errors={creating ? formErrors : saver.formErrors} unhandledText={t('wizard.saveError')} />
      <dl className="divide-y divide-stone-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="text-sm font-medium text-stone-500">{label}</dt>
            <dd className="break-words text-stone-900">{value}</dd>
          </div>
        ))}
        <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
          <dt className="text-sm font-medium text-stone-500">{t('wizard.info.brief')}</dt>
          <dd className="whitespace-pre-line break-words text-stone-900">{campaign.content || t('wizard.review.none')}</dd>
        </div>
      </dl>
      <StepActions creating={creating} busy={submit.isPending || saver.busy} label={creating ? t('wizard.submit') : undefined} />
      {created ? (
        <Modal title={t('wizard.createdTitle')} closeLabel={t('wizard.close')} onClose={toBrief}>
          <p className="text-stone-700">{t('wizard.createdBody')}</p>
          <div className="mt-6 flex justify-end">
            <Button onClick={toBrief}>
              <Check aria-hidden="true" className="size-4" />
              {t('wizard.ok')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </form>
  );
}
