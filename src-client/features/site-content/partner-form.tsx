import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partnerCreateInput } from '#shared/schemas/partners.ts';
import { FormFooter } from '#client/components/form-footer.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { useSchemaForm } from '#client/components/use-schema-form.ts';
import { trpc, type Partner } from '#client/trpc.ts';
import { FormErrors, useErrorText } from '#client/features/auth/form-errors.tsx';
import { SingleImageUpload, type UploadedImage } from '#client/features/media/single-image-upload.tsx';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';

/** A partner's name, link and logo (spec 2 §3 Partner). Saving returns to the list. */
export function PartnerForm({ partner }: { partner: Partner | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const [logo, setLogo] = useState<UploadedImage | null>(partner?.logo ?? null);
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
        <SingleImageUpload
          label={t('adminPartners.logoLabel')}
          currentAlt={t('adminPartners.currentLogo')}
          removeLabel={t('adminPartners.removeLogo')}
          context="partnerLogo"
          image={logo}
          imageClassName="h-20 w-40 rounded-lg object-contain p-2"
          onChange={setLogo}
        />
      </div>
      <FormFooter back="/organisation/admin/partners" backLabel={t('adminPartners.backToList')} busy={isSubmitting} saveLabel={t('adminPartners.save')} busyLabel={t('adminPartners.saving')} divided />
    </form>
  );
}
