import { useTranslation } from 'react-i18next';
import { TextArea } from '#client/components/text-area-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { AssetImageField } from './asset-image-field';
import { ColourField } from './colour-field';
import type { SettingsDraft } from './settings-draft';
import { sectionId } from './settings-index';
import { SettingsCard } from './settings-card';

type Assets = SettingsDraft['assets'];
type Theme = SettingsDraft['theme'];

const IMAGES = [
  { key: 'logo', context: 'siteLogo' },
  { key: 'logoneg', context: 'siteLogo' },
  { key: 'footerlogo', context: 'siteFooterLogo' },
  { key: 'hero', context: 'siteHero' },
  { key: 'heromobile', context: 'siteHeroMobile' },
] as const;
const HERO_TEXTS = ['heroBig', 'heroSmall', 'heroBtnTextDesktop', 'heroBtnTextMobile'] as const;
/** The settings page's sections these fields fill, in order. */
export const BRANDING_SECTIONS = ['images', 'hero', 'colours', 'footer'] as const;
const COLOURS = ['buttonColorPrimary', 'buttonColorSecondary', 'actionColor', 'linkColor', 'heroTextColor'] as const;

interface BrandingFieldsProps {
  draft: SettingsDraft;
  errorOf: (path: string) => string | undefined;
  onAssets: (assets: Partial<Assets>) => void;
  onTheme: (theme: Partial<Theme>) => void;
  onCopyright: (markup: string) => void;
}

/** Branding (spec 3 §1, §3, §9): logos, hero images and texts, theme colours shown live, and the copyright line. */
export function BrandingFields({ draft, errorOf, onAssets, onTheme, onCopyright }: BrandingFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <SettingsCard id={sectionId('images')} title={t('siteSettings.sections.images')} description={t('siteSettings.sections.imagesIntro')}>
        {IMAGES.map(({ key, context }) => (
          <AssetImageField
            key={key}
            label={t(`siteSettings.branding.images.${key}`)}
            hint={t(`siteSettings.branding.imageHints.${key}`)}
            context={context}
            url={draft.assets[key]}
            dark={key === 'logoneg'}
            error={errorOf(`assets.${key}`)}
            onChange={(url) => onAssets({ [key]: url })}
          />
        ))}
      </SettingsCard>

      <SettingsCard id={sectionId('hero')} title={t('siteSettings.sections.hero')} description={t('siteSettings.sections.heroIntro')}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {HERO_TEXTS.map((key) => (
            <TextField
              key={key}
              label={t(`siteSettings.branding.texts.${key}`)}
              value={draft.assets[key]}
              maxLength={key === 'heroSmall' ? 2000 : key === 'heroBig' ? 500 : 200}
              error={errorOf(`assets.${key}`)}
              onChange={(event) => onAssets({ [key]: event.target.value })}
            />
          ))}
        </div>
      </SettingsCard>

      <SettingsCard id={sectionId('colours')} title={t('siteSettings.sections.colours')} description={t('siteSettings.sections.coloursIntro')}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {COLOURS.map((key) => {
            const label = t(`siteSettings.branding.colours.${key}`);
            return (
              <ColourField
                key={key}
                label={label}
                pickerLabel={t('siteSettings.branding.pickColour', { name: label })}
                value={draft.theme[key]}
                error={errorOf(`theme.${key}`)}
                onChange={(value) => onTheme({ [key]: value })}
              />
            );
          })}
        </div>
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-stone-300 p-4" aria-hidden="true">
          <span className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-on-primary">{t('siteSettings.branding.sample.primary')}</span>
          <span className="rounded-lg bg-secondary px-4 py-2 text-sm font-semibold text-on-secondary">{t('siteSettings.branding.sample.secondary')}</span>
          <span className="rounded-lg bg-action px-4 py-2 text-sm font-semibold text-on-action">{t('siteSettings.branding.sample.action')}</span>
          <span className="text-sm font-medium text-link underline">{t('siteSettings.branding.sample.link')}</span>
        </div>
      </SettingsCard>

      <SettingsCard id={sectionId('footer')} title={t('siteSettings.sections.footer')} description={t('siteSettings.sections.footerIntro')}>
        <TextArea
          label={t('siteSettings.branding.copyright')}
          hint={t('siteSettings.branding.copyrightHint')}
          rows={3}
          value={draft.copyrightMarkup}
          error={errorOf('copyrightMarkup')}
          onChange={onCopyright}
        />
      </SettingsCard>
    </>
  );
}
