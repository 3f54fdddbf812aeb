import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '#shared/constants.ts';
import { siteCreateInput, siteFieldsInput, subdomainOfName, SITE_FORM_ASSETS, type SiteCreateInput } from '#shared/schemas/sites.ts';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { useSchemaForm } from '#client/components/use-schema-form.ts';
import { trpc, type Site } from '#client/trpc.ts';
import { FormErrors, useErrorText } from '#client/features/auth/form-errors.tsx';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { AssetImageField } from '#client/features/site-settings/asset-image-field.tsx';
import { SettingsCard } from '#client/features/site-settings/settings-card.tsx';
import { SiteSorryDialog } from './site-sorry-dialog';
import { siteAddressPreview } from './site-address-preview';
import { SubdomainField } from './subdomain-field';

const ASSET_CONTEXTS = { logo: 'siteLogo', footerlogo: 'siteFooterLogo', hero: 'siteHero', heromobile: 'siteHeroMobile' } as const;

function defaultsOf(site: Site | null): SiteCreateInput {
  return {
    name: site?.name ?? '',
    subdomain: site?.subdomain ?? '',
    publicUrl: site?.publicUrl ?? '',
    language: site?.language ?? 'en',
    premium: site?.premium ?? false,
    assets: site?.assets ?? { logo: '', footerlogo: '', hero: '', heromobile: '' },
    admin: { email: '', firstName: '', lastName: '' },
  };
}

/**
 * Add or edit a site (spec 2 §2, §3 Site, §5): name, subdomain, read-only slug, own address,
 * language, premium, the site images, and for a new site its first admin. A failed save shows
 * the sorry message with the server's answer; its field errors stay under the fields.
 */
export function SiteForm({ site }: { site: Site | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const sites = trpc.sites.list.useQuery();
  const create = trpc.sites.create.useMutation();
  const update = trpc.sites.update.useMutation();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // A new site's subdomain follows its name until edited by hand; a saved site's stays put, and
  // offers the name's subdomain back only once edited here (its address is live).
  const [followsName, setFollowsName] = useState(site === null);
  const [editedByHand, setEditedByHand] = useState(false);
  const { form, submit, formErrors } = useSchemaForm({
    // The edit form has no admin fields: the fields schema checks the rest and leaves admin out.
    schema: (site ? siteFieldsInput : siteCreateInput) as typeof siteCreateInput,
    defaultValues: defaultsOf(site),
    onSubmit: async ({ admin, ...fields }) => {
      try {
        const saved = site ? await update.mutateAsync({ ...fields, guid: site.guid }) : await create.mutateAsync({ ...fields, admin });
        await Promise.all([utils.sites.list.invalidate(), utils.sites.bySlug.invalidate(), utils.organisation.current.invalidate()]);
        showMessage({ tone: 'success', text: site ? t('sites.updated') : t('sites.created', { name: saved.name, email: admin.email }) });
        await navigate({ to: '/admin/sites' });
      } catch (error) {
        setFailure({ error });
        throw error;
      }
    },
  });
  const {
    register,
    setValue,
    watch,
    formState: { errors, isSubmitting, touchedFields },
  } = form;
  const [name, subdomain, publicUrl, language, premium, assets] = watch(['name', 'subdomain', 'publicUrl', 'language', 'premium', 'assets']);
  const derived = subdomainOfName(name);

  useEffect(() => {
    if (followsName) setValue('subdomain', derived, { shouldValidate: touchedFields.subdomain === true, shouldDirty: true });
  }, [derived, followsName, setValue, touchedFields.subdomain]);

  const platform = sites.data?.find((candidate) => candidate.isDefault)?.address ?? window.location.origin;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <FormErrors errors={formErrors} unhandledText={t('sites.sorryBody')} />

      <SettingsCard title={t('sites.sections.site')} description={t('sites.sections.siteIntro')}>
        <TextField label={t('sites.fields.name')} error={errorText(errors.name?.message)} {...register('name')} />
        {site ? <TextField label={t('sites.fields.slug')} hint={t('sites.fields.slugHint')} value={site.slug} readOnly /> : null}
        <SelectField label={t('sites.fields.language')} value={language} error={errorText(errors.language?.message)} onChange={(value) => setValue('language', value as SiteCreateInput['language'], { shouldDirty: true })}>
          {SUPPORTED_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`sites.languages.${code}`)}
            </option>
          ))}
        </SelectField>
      </SettingsCard>

      <SettingsCard title={t('sites.sections.address')} description={t('sites.sections.addressIntro')}>
        <SubdomainField
          registration={register('subdomain', {
            onChange: () => {
              setFollowsName(false);
              setEditedByHand(true);
            },
          })}
          value={subdomain}
          derived={derived}
          followsName={followsName}
          editedByHand={editedByHand}
          address={siteAddressPreview({ subdomain, publicUrl: '' }, platform)}
          error={errorText(errors.subdomain?.message)}
          onReset={() => {
            setFollowsName(true);
            setEditedByHand(false);
          }}
        />
        <TextField label={t('sites.fields.publicUrl')} hint={t('sites.fields.publicUrlHint')} type="url" autoCapitalize="none" spellCheck={false} error={errorText(errors.publicUrl?.message)} {...register('publicUrl')} />
        {publicUrl.trim() ? <p className="text-xs text-stone-500">{t('sites.fields.subdomainHint', { address: siteAddressPreview({ subdomain, publicUrl }, platform) })}</p> : null}
      </SettingsCard>

      <SettingsCard title={t('sites.sections.premium')} description={t('sites.sections.premiumIntro')}>
        <Checkbox label={t('sites.fields.premium')} hint={t('sites.fields.premiumHint')} checked={premium} onChange={(checked) => setValue('premium', checked, { shouldDirty: true })} />
      </SettingsCard>

      <SettingsCard title={t('sites.sections.images')} description={t('sites.sections.imagesIntro')}>
        {SITE_FORM_ASSETS.map((key) => (
          <AssetImageField
            key={key}
            label={t(`siteSettings.branding.images.${key}`)}
            hint={t(`siteSettings.branding.imageHints.${key}`)}
            context={ASSET_CONTEXTS[key]}
            url={assets[key]}
            error={errorText(errors.assets?.[key]?.message)}
            onChange={(url) => setValue(`assets.${key}`, url, { shouldDirty: true })}
          />
        ))}
      </SettingsCard>

      {site ? null : (
        <SettingsCard title={t('sites.sections.admin')} description={t('sites.sections.adminIntro')}>
          <TextField label={t('sites.fields.adminEmail')} type="email" autoComplete="off" error={errorText(errors.admin?.email?.message)} {...register('admin.email')} />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField label={t('sites.fields.adminFirstName')} autoComplete="off" error={errorText(errors.admin?.firstName?.message)} {...register('admin.firstName')} />
            <TextField label={t('sites.fields.adminLastName')} autoComplete="off" error={errorText(errors.admin?.lastName?.message)} {...register('admin.lastName')} />
          </div>
        </SettingsCard>
      )}

      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
        <Link to="/admin/sites" className={buttonClasses('secondary')}>
          {t('sites.cancel')}
        </Link>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('sites.saving') : site ? t('sites.save') : t('sites.create')}
        </Button>
      </div>

      {failure ? <SiteSorryDialog error={failure.error} onClose={() => setFailure(null)} /> : null}
    </form>
  );
}
