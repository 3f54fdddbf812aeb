import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveyService } from '#shared/schemas/integration.ts';
import { Modal } from '#client/components/modal.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { useRevealFirstError } from '#client/components/use-reveal-first-error.ts';
import { surveyImportInput } from '#shared/schemas/integration.ts';
import { trpc, type CampaignView } from '#client/trpc.ts';
import { useErrorText } from '#client/features/auth/form-errors.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { ConnectionItems, DialogActions, Loading, ServiceError } from './connection-items';
import type { IntegrationNotice } from './integration-notice';

interface Questions {
  fieldId: string;
  firstnameId: string;
  lastnameId: string;
  emailId: string;
}
const noQuestions: Questions = { fieldId: '', firstnameId: '', lastnameId: '', emailId: '' };

/**
 * Imports a survey's responses as the campaign's ideas (spec 2 §7): pick the form, then which
 * question holds the idea and, if asked, the respondent's first name, last name and e-mail.
 * The outcome is told on the tab once the dialog has closed: IMPORTED_IDEAS, or ERROR with the
 * service's message. Import pressed with the form or the idea's question not chosen says so there.
 */
export function SurveyImportDialog({ service, campaign, onClose, onDone }: { service: SurveyService; campaign: CampaignView; onClose: () => void; onDone: (notice: IntegrationNotice) => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const serviceName = t(`integrations.services.${service}`);
  const [formId, setFormId] = useState('');
  const [questions, setQuestions] = useState<Questions>(noQuestions);
  const [attempted, setAttempted] = useState(false);
  const errorText = useErrorText();
  const { ref: formRef, reveal } = useRevealFirstError();
  const checked = surveyImportInput.pick({ formId: true, fieldId: true }).safeParse({ formId, fieldId: questions.fieldId });
  const missing = (field: 'formId' | 'fieldId') => (attempted && !checked.success ? errorText(checked.error.issues.find((issue) => issue.path[0] === field)?.message) : undefined);
  const fields = trpc.integration.surveyFields.useQuery({ service, formId }, { enabled: formId !== '', retry: false });
  const run = trpc.integration.importSurvey.useMutation({
    onSuccess: (outcome) => {
      if (outcome.success) {
        void utils.idea.byCampaign.invalidate({ slug: campaign.slug });
        void utils.idea.listFilters.invalidate({ slug: campaign.slug });
        const lines = [t('integrations.IMPORTED_IDEAS', { count: outcome.imported.length })];
        if (outcome.skipped > 0) lines.push(t('integrations.skipped', { count: outcome.skipped }));
        onDone({ tone: 'info', title: serviceName, lines });
      } else {
        const detail = outcome.detail ? [t('integrations.serviceSaid', { service: serviceName, message: outcome.detail })] : [];
        onDone({ tone: 'error', title: t('integrations.ERROR'), lines: [t(`errors.${outcome.code ?? 'integration-failed'}`), ...detail] });
      }
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!checked.success) return reveal();
    run.mutate({ service, campaignGuid: campaign.guid, formId, ...questions });
  };
  const choose = (key: keyof Questions) => (value: string) => setQuestions((previous) => ({ ...previous, [key]: value }));

  return (
    <Modal title={t('integrations.importTitle', { service: serviceName })} closeLabel={t('integrations.close')} onClose={onClose}>
      <form ref={formRef} onSubmit={submit} className="flex flex-col gap-2" noValidate>
        <p className="mb-2 text-sm text-stone-600">{t('integrations.importHint')}</p>
        <ConnectionItems
          integration={service}
          loadingText={t('integrations.loadingForms')}
          emptyText={t(service === 'typeform' ? 'integrations.TYPEFORM_ZERO_LISTS' : 'integrations.ZERO_SURVEYS_FOUND')}
        >
          {(forms) => (
            <SelectField
              label={t('integrations.form')}
              value={formId}
              error={missing('formId')}
              onChange={(value) => {
                setFormId(value);
                setQuestions(noQuestions);
              }}
            >
              <option value="">{t('integrations.chooseForm')}</option>
              {forms.map((form) => (
                <option key={form.id} value={form.id}>
                  {form.responses === null ? form.name : `${form.name} (${t('integrations.responses', { count: form.responses })})`}
                </option>
              ))}
            </SelectField>
          )}
        </ConnectionItems>

        {formId && fields.isPending ? <Loading text={t('integrations.loadingQuestions')} /> : null}
        {fields.isError ? <ServiceError integration={service} code={readServerError(fields.error).appCode ?? 'integration-failed'} detail={null} /> : null}
        {fields.data ? (
          <>
            {(['fieldId', 'firstnameId', 'lastnameId', 'emailId'] as const).map((key) => (
              <SelectField key={key} label={t(questionLabels[key])} value={questions[key]} onChange={choose(key)} error={key === 'fieldId' ? missing('fieldId') : undefined}>
                <option value="">{key === 'fieldId' ? t('integrations.chooseQuestion') : t('integrations.noQuestion')}</option>
                {fields.data.map((field) => (
                  <option key={field.id} value={field.id}>
                    {field.title || field.id}
                  </option>
                ))}
              </SelectField>
            ))}
          </>
        ) : null}

        <DialogActions
          integration={service}
          error={run.error}
          label={t('integrations.import')}
          busyLabel={t('integrations.importing')}
          busy={run.isPending}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

const questionLabels = {
  fieldId: 'integrations.ideaQuestion',
  firstnameId: 'integrations.firstNameQuestion',
  lastnameId: 'integrations.lastNameQuestion',
  emailId: 'integrations.emailQuestion',
} as const;
