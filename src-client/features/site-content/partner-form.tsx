import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partnerCreateInput } from '../../../src-shared/schemas/partners';
import { Button } from '../../components/button';
import { FormFooter } from '../../components/form-footer';
import { TextField } from '../../components/text-field';
import { useSchemaForm } from '../../components/use-schema-form';
import { trpc, type Media, type Partner } from '../../trpc';
import { FormErrors, useErrorText } from '../auth/form-errors';
import { Uploader } from '../media/uploader';
import { useSystemMessage } from '../shell/system-message';

/** A partner's name, link and logo (spec 2 §3 Partner). Saving returns to the list. */
export function PartnerForm({ partner }: { partner: Partner | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const logoLabelId = useId();
  const [logo, setLogo] = useState<{ guid: string; url: string } | null>(partner?.logo ?? null);
  const create = trpc.partner.create.useMutation();
  const update = trpc.partner.update.useMutation();
  const { form, submit, formErrors } = useSchemaForm({
    schema: partnerCreateInput,
    defaultValues: { name: partner?.name ?? '', link: partner?.link ?? '' },
    onSubmit: async (values) => {
      const input = { ...values, logoGuid: logo?.guid ?? null };
      if (partner) await update.mutateAsync({ guid: partner.guid, ...input });
      else await create.mutateAsync(input);
      await Promise.all([utils.partner.list.invalidate(), utils.organisation.current.invalidate()]);
      showMessage({ tone: 'success', text: partner ? t('adminPartners.updated') : t('adminPartners.created') });
      await navigate({ to: '/organisation/admin/partners' });
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
      <FormErrors errors={formErrors} unhandledText={t('adminPartners.saveError')} />
      <TextField label={t('adminPartners.nameLabel')} error={errorText(errors.name?.message)} {...register('name')} />
      <TextField label={t('adminPartners.linkLabel')} hint={t('adminPartners.linkHint')} type="url" error={errorText(errors.link?.message)} {...register('link')} />
      <div className="flex flex-col gap-3">
        <p id={logoLabelId} className="text-sm font-medium text-stone-800">
          {t('adminPartners.logoLabel')}
        </p>
        {logo ? (
          <div className="flex items-center gap-4">
            <img src={logo.url} alt={t('adminPartners.currentLogo')} className="h-20 w-40 rounded-lg border border-stone-200 object-contain p-2" />
            <Button variant="secondary" onClick={() => setLogo(null)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('adminPartners.removeLogo')}
            </Button>
          </div>
        ) : null}
        <Uploader
          context="partnerLogo"
          maxFiles={1}
          labelledBy={logoLabelId}
          onUploaded={(media: Media) => setLogo({ guid: media.guid, url: media.url })}
          onRemoved={(media: Media) => setLogo((current) => (current?.guid === media.guid ? null : current))}
        />
      </div>
      <FormFooter back="/organisation/admin/partners" backLabel={t('adminPartners.backToList')} busy={isSubmitting} saveLabel={t('adminPartners.save')} busyLabel={t('adminPartners.saving')} divided />
    </form>
  );
}
