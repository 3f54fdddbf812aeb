import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partnerCreateInput } from '../../../src-shared/schemas/partners';
import { FormFooter } from '../../components/form-footer';
import { TextField } from '../../components/text-field';
import { useSchemaForm } from '../../components/use-schema-form';
import { trpc, type Partner } from '../../trpc';
import { FormErrors, useErrorText } from '../auth/form-errors';
import { SingleImageUpload, type UploadedImage } from '../media/single-image-upload';
import { useSystemMessage } from '../shell/system-message';

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
