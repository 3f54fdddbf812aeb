import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { mappableFields } from '#shared/oidc-claims.ts';
import { siteSettingsInput } from '#shared/schemas/site-settings.ts';
import { Alert } from '#client/components/alert.tsx';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { TextArea } from '#client/components/text-area-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { trpc, type AdminSettings } from '#client/trpc.ts';
import { BRANDING_SECTIONS, BrandingFields } from './branding-fields';
import { LegalLinkField } from './legal-link-field';
import { Oauth2Fields } from './oauth2-fields';
import { OidcFields } from './oidc-fields';
import { SettingsCard } from './settings-card';
import { settingsDraftOf, type SettingsDraft } from './settings-draft';
import { sectionId, SettingsIndex } from './settings-index';
import { RETENTION_SECTION, RetentionSettings } from './retention-settings';
import { SettingsFormEnd, useSettingsForm } from './use-settings-form';
import { useThemePreview } from './use-theme-preview';

const FEATURES = ['hideGamification', 'featureHuntStatistics', 'featureSemiPublicHunts', 'multipleIdeaAuthors', 'limitHuntCreation', 'limitIdeaCreation'] as const;
const MAILS = ['weeklyAdminSummary', 'mailToIdeaCreator'] as const;
const SOURCES = ['enableLocal', 'enableGoogle', 'enableFacebook', 'enableOauth2', 'enableOidc'] as const;
/** The page's sections in order, each a target of its index. */
const SECTIONS = ['features', 'mails', 'signIn', 'legal', 'partners', ...BRANDING_SECTIONS] as const;

/** A whole number from a number input; anything else stays NaN for the schema to name. */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/**
 * The organisation settings (spec 3 §3, spec 2 §3): grouped, each explained, checked with the
 * shared schema before sending and by the server again; the theme shows live while edited.
 */
export function SiteSettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation();
  const form = useSettingsForm<SettingsDraft>({ settings, draftOf: settingsDraftOf, schema: siteSettingsInput });
  const { draft, errors, change, errorOf } = form;
  useThemePreview(draft.theme);
  const save = trpc.organisation.updateSettings.useMutation({ onSuccess: form.saved, onError: form.failed });

  return (
    <div className="mt-8 xl:grid xl:grid-cols-[11rem_minmax(0,1fr)] xl:items-start xl:gap-8">
      <SettingsIndex sections={[...SECTIONS.map((key) => ({ id: sectionId(key), title: t(`siteSettings.sections.${key}`) })), { id: sectionId(RETENTION_SECTION), title: t('retention.title') }]} />
      {/* Retention is saved on its own, so it sits beside the form rather than inside it. */}
      <div className="flex flex-col gap-6">
      <form onSubmit={form.submitWith((values) => save.mutate(values))} className="flex flex-col gap-6" noValidate>
      <SettingsCard id={sectionId('features')} title={t('siteSettings.sections.features')} description={t('siteSettings.sections.featuresIntro')}>
        {FEATURES.map((key) => (
          <Checkbox key={key} label={t(`siteSettings.fields.${key}`)} hint={t(`siteSettings.hints.${key}`)} checked={draft[key]} onChange={(checked) => change({ [key]: checked })} />
        ))}
        <TextField
          label={t('siteSettings.fields.ideaMaxNumTags')}
          hint={t('siteSettings.hints.ideaMaxNumTags')}
          type="number"
          min={0}
          max={100}
          inputMode="numeric"
          value={Number.isNaN(draft.ideaMaxNumTags) ? '' : String(draft.ideaMaxNumTags)}
          error={errorOf('ideaMaxNumTags')}
          onChange={(event) => change({ ideaMaxNumTags: numberOf(event.target.value) })}
          className="sm:max-w-xs"
        />
      </SettingsCard>

      <SettingsCard id={sectionId('mails')} title={t('siteSettings.sections.mails')} description={t('siteSettings.sections.mailsIntro')}>
        {MAILS.map((key) => (
          <Checkbox key={key} label={t(`siteSettings.fields.${key}`)} hint={t(`siteSettings.hints.${key}`)} checked={draft[key]} onChange={(checked) => change({ [key]: checked })} />
        ))}
      </SettingsCard>

      <SettingsCard id={sectionId('signIn')} title={t('siteSettings.sections.signIn')} description={t('siteSettings.sections.signInIntro')}>
        {SOURCES.map((key) => (
          <Checkbox key={key} label={t(`siteSettings.fields.${key}`)} hint={t(`siteSettings.hints.${key}`)} checked={draft[key]} onChange={(checked) => change({ [key]: checked })} />
        ))}
        {errors.enableLocal ? <Alert tone="error">{errorOf('enableLocal')}</Alert> : null}
        {draft.enableOauth2 ? (
          <Oauth2Fields oauth2={draft.oauth2} secretSet={settings.secretsSet.oauth2ClientSecret} errorOf={errorOf} onChange={(oauth2) => change({ oauth2: { ...draft.oauth2, ...oauth2 } })} />
        ) : null}
        {draft.enableOidc ? (
          <OidcFields
            oidc={draft.oidc}
            secretSet={settings.secretsSet.oidcClientSecret}
            fields={mappableFields(settings.settings.registrationExtraFields)}
            errorOf={errorOf}
            onChange={(oidc) => change({ oidc: { ...draft.oidc, ...oidc } })}
          />
        ) : null}
        <Checkbox
          label={t('siteSettings.fields.activateDomainFilter')}
          hint={t('siteSettings.hints.activateDomainFilter')}
          checked={draft.activateDomainFilter}
          onChange={(checked) => change({ activateDomainFilter: checked })}
        />
        <TextArea
          label={t('siteSettings.fields.domainFilters')}
          hint={t('siteSettings.hints.domainFilters')}
          rows={3}
          value={draft.domainFilters.join('\n')}
          error={errorOf('domainFilters') ?? Object.keys(errors).filter((path) => path.startsWith('domainFilters.')).map((path) => errorOf(path))[0]}
          onChange={(value) => change({ domainFilters: value.split('\n').map((line) => line.trim()).filter(Boolean) })}
        />
      </SettingsCard>

      <SettingsCard id={sectionId('legal')} title={t('siteSettings.sections.legal')} description={t('siteSettings.sections.legalIntro')}>
        <LegalLinkField
          label={t('siteSettings.fields.termsOfServiceLink')}
          link={draft.termsOfServiceLink}
          agreements={settings.agreements.termsOfService}
          error={errorOf('termsOfServiceLink.value')}
          onChange={(termsOfServiceLink) => change({ termsOfServiceLink })}
        />
        <LegalLinkField
          label={t('siteSettings.fields.privacyPolicyLink')}
          link={draft.privacyPolicyLink}
          agreements={settings.agreements.privacyPolicy}
          error={errorOf('privacyPolicyLink.value')}
          onChange={(privacyPolicyLink) => change({ privacyPolicyLink })}
        />
      </SettingsCard>

      <SettingsCard id={sectionId('partners')} title={t('siteSettings.sections.partners')} description={t('siteSettings.sections.partnersIntro')}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label={t('siteSettings.fields.maxVisiblePartnerLogos')}
            hint={t('siteSettings.hints.maxVisiblePartnerLogos')}
            type="number"
            min={0}
            max={100}
            inputMode="numeric"
            value={Number.isNaN(draft.maxVisiblePartnerLogos) ? '' : String(draft.maxVisiblePartnerLogos)}
            error={errorOf('maxVisiblePartnerLogos')}
            onChange={(event) => change({ maxVisiblePartnerLogos: numberOf(event.target.value) })}
          />
          <TextField
            label={t('siteSettings.fields.partnersPageLink')}
            hint={t('siteSettings.hints.partnersPageLink')}
            value={draft.partnersPageLink}
            maxLength={2000}
            error={errorOf('partnersPageLink')}
            onChange={(event) => change({ partnersPageLink: event.target.value })}
          />
          <TextField
            label={t('siteSettings.fields.googleAnalyticsTracker')}
            hint={t('siteSettings.hints.googleAnalyticsTracker')}
            value={draft.googleAnalyticsTracker}
            maxLength={100}
            spellCheck={false}
            error={errorOf('googleAnalyticsTracker')}
            onChange={(event) => change({ googleAnalyticsTracker: event.target.value })}
          />
        </div>
      </SettingsCard>

      <BrandingFields
        draft={draft}
        errorOf={errorOf}
        onAssets={(assets) => change({ assets: { ...draft.assets, ...assets } })}
        onTheme={(theme) => change({ theme: { ...draft.theme, ...theme } })}
        onCopyright={(copyrightMarkup) => change({ copyrightMarkup })}
      />

      <p className="text-sm text-stone-600">
        {t('siteSettings.integrationsNote')}{' '}
        <Link to="/organisation/admin/integrations" className="font-medium text-link underline-offset-2 hover:underline">
          {t('siteSettings.integrationsLink')}
        </Link>
      </p>

      <SettingsFormEnd form={form} saving={save.isPending} />
      </form>
      <RetentionSettings />
      </div>
    </div>
  );
}
